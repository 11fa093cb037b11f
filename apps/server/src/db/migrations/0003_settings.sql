CREATE TABLE "cost_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cost_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"cash_in" boolean NOT NULL,
	"cash_out" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cost_types_range_ck" CHECK ("cost_types"."cash_in" or "cost_types"."cash_out")
);
--> statement-breakpoint
CREATE TABLE "order_duration_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_type_stores" (
	"tenant_id" bigint NOT NULL,
	"order_type_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	CONSTRAINT "order_type_stores_tenant_id_order_type_id_store_id_pk" PRIMARY KEY("tenant_id","order_type_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "order_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"builtin_key" text,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"color" text,
	"logo" text,
	"all_stores" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ordering_features" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"shifts" boolean DEFAULT false NOT NULL,
	"time_clock" boolean DEFAULT false NOT NULL,
	"open_tickets" boolean DEFAULT false NOT NULL,
	"kitchen_printers" boolean DEFAULT false NOT NULL,
	"customer_displays" boolean DEFAULT false NOT NULL,
	"dining_options" boolean DEFAULT true NOT NULL,
	"low_stock_alerts" boolean DEFAULT false NOT NULL,
	"negative_stock_warning" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_stores" (
	"tenant_id" bigint NOT NULL,
	"payment_method_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	CONSTRAINT "payment_method_stores_tenant_id_payment_method_id_store_id_pk" PRIMARY KEY("tenant_id","payment_method_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"handling_fee" numeric(18, 4) DEFAULT '0' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"password1_hash" text,
	"password2_hash" text,
	"all_stores" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"earn_ratio" numeric(18, 4) DEFAULT '1' NOT NULL,
	"redeem_enabled" boolean DEFAULT false NOT NULL,
	"point_value" numeric(18, 4) DEFAULT '0.01' NOT NULL,
	"min_redeem_points" integer DEFAULT 0 NOT NULL,
	"max_redeem_percent" numeric(18, 4) DEFAULT '100' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printer_groups" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "printer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"name" text NOT NULL,
	"category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "region_exchange_rates" (
	"tenant_id" bigint NOT NULL,
	"region_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	CONSTRAINT "region_exchange_rates_tenant_id_region_id_currency_id_pk" PRIMARY KEY("tenant_id","region_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sys_country_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"points" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_places" (
	"tenant_id" bigint NOT NULL,
	"tax_id" bigint NOT NULL,
	"place_id" bigint NOT NULL,
	CONSTRAINT "tax_places_tenant_id_tax_id_place_id_pk" PRIMARY KEY("tenant_id","tax_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "tax_stores" (
	"tenant_id" bigint NOT NULL,
	"tax_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	CONSTRAINT "tax_stores_tenant_id_tax_id_store_id_pk" PRIMARY KEY("tenant_id","tax_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"calculation" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cost_types" ADD CONSTRAINT "cost_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_duration_settings" ADD CONSTRAINT "order_duration_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_type_stores" ADD CONSTRAINT "order_type_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_type_stores" ADD CONSTRAINT "order_type_stores_tenant_id_order_type_id_order_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_type_id") REFERENCES "public"."order_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_type_stores" ADD CONSTRAINT "order_type_stores_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_types" ADD CONSTRAINT "order_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_features" ADD CONSTRAINT "ordering_features_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_stores" ADD CONSTRAINT "payment_method_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_stores" ADD CONSTRAINT "payment_method_stores_tenant_id_payment_method_id_payment_methods_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_method_id") REFERENCES "public"."payment_methods"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_stores" ADD CONSTRAINT "payment_method_stores_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_groups" ADD CONSTRAINT "printer_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_groups" ADD CONSTRAINT "printer_groups_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_exchange_rates" ADD CONSTRAINT "region_exchange_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_exchange_rates" ADD CONSTRAINT "region_exchange_rates_tenant_id_region_id_regions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","region_id") REFERENCES "public"."regions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_places" ADD CONSTRAINT "tax_places_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_places" ADD CONSTRAINT "tax_places_tenant_id_tax_id_taxes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tax_id") REFERENCES "public"."taxes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_stores" ADD CONSTRAINT "tax_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_stores" ADD CONSTRAINT "tax_stores_tenant_id_tax_id_taxes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tax_id") REFERENCES "public"."taxes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_stores" ADD CONSTRAINT "tax_stores_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_types_name_uq" ON "cost_types" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "order_type_stores_store_idx" ON "order_type_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_types_name_uq" ON "order_types" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_types_builtin_uq" ON "order_types" USING btree ("tenant_id","builtin_key");--> statement-breakpoint
CREATE INDEX "payment_method_stores_store_idx" ON "payment_method_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_name_uq" ON "payment_methods" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "printer_groups_name_uq" ON "printer_groups" USING btree ("tenant_id","store_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_uq" ON "regions" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tax_places_place_idx" ON "tax_places" USING btree ("tenant_id","place_id");--> statement-breakpoint
CREATE INDEX "tax_stores_store_idx" ON "tax_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_name_uq" ON "taxes" USING btree ("tenant_id",lower("name"));