CREATE TABLE "kitchen_bump_lines" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_bump_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bump_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"bumped_at" timestamp with time zone NOT NULL,
	"recalled_at" timestamp with time zone,
	CONSTRAINT "kitchen_bump_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "kitchen_bumps" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_bumps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recalled_at" timestamp with time zone,
	CONSTRAINT "kitchen_bumps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "kitchen_stations" (
	"tenant_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"printer_group_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_stations_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "kitchen_bump_lines" ADD CONSTRAINT "kitchen_bump_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bump_lines" ADD CONSTRAINT "kitchen_bump_lines_tenant_id_bump_id_kitchen_bumps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bump_id") REFERENCES "public"."kitchen_bumps"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_tenant_id_device_id_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_tenant_id_printer_group_id_printer_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","printer_group_id") REFERENCES "public"."printer_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_bump_lines_live_uq" ON "kitchen_bump_lines" USING btree ("tenant_id","line_id") WHERE recalled_at is null;--> statement-breakpoint
CREATE INDEX "kitchen_bump_lines_order_idx" ON "kitchen_bump_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "kitchen_bump_lines_bump_idx" ON "kitchen_bump_lines" USING btree ("tenant_id","bump_id");--> statement-breakpoint
CREATE INDEX "kitchen_bump_lines_time_idx" ON "kitchen_bump_lines" USING btree ("tenant_id","store_id","bumped_at");--> statement-breakpoint
CREATE INDEX "kitchen_bumps_device_idx" ON "kitchen_bumps" USING btree ("tenant_id","device_id","id");