CREATE TABLE "order_follow_tokens" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_follow_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"online_order_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_follow_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "table_order_additions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "table_order_additions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_order_additions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "table_orders" (
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"pay_first" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_orders_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "order_follow_tokens" ADD CONSTRAINT "order_follow_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_follow_tokens" ADD CONSTRAINT "order_follow_tokens_tenant_id_online_order_id_online_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","online_order_id") REFERENCES "public"."online_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_order_additions" ADD CONSTRAINT "table_order_additions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_order_additions" ADD CONSTRAINT "table_order_additions_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_follow_tokens_hash_uq" ON "order_follow_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "order_follow_tokens_order_idx" ON "order_follow_tokens" USING btree ("tenant_id","online_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_order_additions_client_uq" ON "table_order_additions" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "table_order_additions_order_idx" ON "table_order_additions" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "table_orders_table_idx" ON "table_orders" USING btree ("tenant_id","table_id","created_at");