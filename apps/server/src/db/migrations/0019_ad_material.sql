CREATE TABLE "ad_material_stores" (
	"tenant_id" bigint NOT NULL,
	"ad_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	CONSTRAINT "ad_material_stores_tenant_id_ad_id_store_id_pk" PRIMARY KEY("tenant_id","ad_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "ad_materials" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ad_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"slot" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"file_version" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"day_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ad_plays" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ad_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ad_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_plays_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ad_material_stores" ADD CONSTRAINT "ad_material_stores_tenant_id_ad_id_ad_materials_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ad_id") REFERENCES "public"."ad_materials"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_material_stores" ADD CONSTRAINT "ad_material_stores_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_materials" ADD CONSTRAINT "ad_materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plays" ADD CONSTRAINT "ad_plays_tenant_id_ad_id_ad_materials_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ad_id") REFERENCES "public"."ad_materials"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plays" ADD CONSTRAINT "ad_plays_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_material_stores_store_idx" ON "ad_material_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_materials_name_uq" ON "ad_materials" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ad_plays_once_uq" ON "ad_plays" USING btree ("tenant_id","device_id","ad_id","started_at");--> statement-breakpoint
CREATE INDEX "ad_plays_ad_idx" ON "ad_plays" USING btree ("tenant_id","ad_id","started_at");