CREATE TABLE "store_assets" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"status" text DEFAULT 'used' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_assets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_invoice_settings" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"logo_key" text,
	"title" text DEFAULT '' NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"sys_language_id" integer NOT NULL,
	"show_customer" boolean DEFAULT true NOT NULL,
	"show_notes" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_invoice_settings_tenant_id_store_id_pk" PRIMARY KEY("tenant_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_tables" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"zone_id" bigint NOT NULL,
	"number" text NOT NULL,
	"seats" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"qr_token" text NOT NULL,
	"qr_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_tables_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_zones" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_zones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "table_qr_retired" (
	"token" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_places" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "truck_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"truck_id" bigint NOT NULL,
	"name" text NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"sys_country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_places_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sys_country_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "type" text DEFAULT 'restaurant' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "retail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "wholesale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "price_strategy" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sys_currency_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "table_reservation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "scan_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pay_first" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_assets" ADD CONSTRAINT "store_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_assets" ADD CONSTRAINT "store_assets_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invoice_settings" ADD CONSTRAINT "store_invoice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invoice_settings" ADD CONSTRAINT "store_invoice_settings_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_tenant_id_zone_id_store_zones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."store_zones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_zones" ADD CONSTRAINT "store_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_zones" ADD CONSTRAINT "store_zones_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qr_retired" ADD CONSTRAINT "table_qr_retired_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qr_retired" ADD CONSTRAINT "table_qr_retired_tenant_id_table_id_store_tables_tenant_id_id_fk" FOREIGN KEY ("tenant_id","table_id") REFERENCES "public"."store_tables"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_places" ADD CONSTRAINT "truck_places_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_places" ADD CONSTRAINT "truck_places_tenant_id_truck_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","truck_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_assets_store_idx" ON "store_assets" USING btree ("tenant_id","store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "store_assets_code_uq" ON "store_assets" USING btree ("tenant_id","store_id","code") WHERE "store_assets"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_number_uq" ON "store_tables" USING btree ("tenant_id","zone_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_qr_token_uq" ON "store_tables" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "store_tables_store_idx" ON "store_tables" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_zones_name_uq" ON "store_zones" USING btree ("tenant_id","store_id","name");--> statement-breakpoint
CREATE INDEX "table_qr_retired_table_idx" ON "table_qr_retired" USING btree ("tenant_id","table_id");--> statement-breakpoint
CREATE INDEX "truck_places_truck_idx" ON "truck_places" USING btree ("tenant_id","truck_id");--> statement-breakpoint
CREATE INDEX "stores_kind_idx" ON "stores" USING btree ("tenant_id","kind","created_at");