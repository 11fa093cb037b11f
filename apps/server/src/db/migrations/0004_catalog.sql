CREATE TABLE "catalog_codes" (
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_codes_tenant_id_kind_code_pk" PRIMARY KEY("tenant_id","kind","code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "modifier_items" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "modifier_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"modifier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"image_key" text,
	"stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "modifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifiers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"component_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_components_tenant_id_product_id_component_id_pk" PRIMARY KEY("tenant_id","product_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "product_modifiers" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"modifier_id" bigint NOT NULL,
	CONSTRAINT "product_modifiers_tenant_id_product_id_modifier_id_pk" PRIMARY KEY("tenant_id","product_id","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "product_rewards" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_rewards_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_stores" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"on_hand" numeric(18, 4) DEFAULT '0' NOT NULL,
	"min_stock" numeric(18, 4) DEFAULT '0' NOT NULL,
	"best_stock" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "product_stores_tenant_id_product_id_store_id_pk" PRIMARY KEY("tenant_id","product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "product_taxes" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"tax_id" bigint NOT NULL,
	CONSTRAINT "product_taxes_tenant_id_product_id_tax_id_pk" PRIMARY KEY("tenant_id","product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category_id" bigint,
	"unit" text NOT NULL,
	"track_inventory" boolean DEFAULT false NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"supplier_id" bigint,
	"purchase_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"logo_color" text,
	"logo_shape" text DEFAULT 'square' NOT NULL,
	"image_key" text,
	"online_image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"composite" boolean DEFAULT false NOT NULL,
	"variant_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalog_codes" ADD CONSTRAINT "catalog_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_codes" ADD CONSTRAINT "catalog_codes_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_items" ADD CONSTRAINT "modifier_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_items" ADD CONSTRAINT "modifier_items_tenant_id_modifier_id_modifiers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","modifier_id") REFERENCES "public"."modifiers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_tenant_id_component_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","component_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifiers" ADD CONSTRAINT "product_modifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifiers" ADD CONSTRAINT "product_modifiers_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifiers" ADD CONSTRAINT "product_modifiers_tenant_id_modifier_id_modifiers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","modifier_id") REFERENCES "public"."modifiers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rewards" ADD CONSTRAINT "product_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rewards" ADD CONSTRAINT "product_rewards_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tenant_id_tax_id_taxes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tax_id") REFERENCES "public"."taxes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_codes_code_idx" ON "catalog_codes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "catalog_codes_product_idx" ON "catalog_codes" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_uq" ON "categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "modifier_items_modifier_idx" ON "modifier_items" USING btree ("tenant_id","modifier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modifiers_name_uq" ON "modifiers" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_components_component_idx" ON "product_components" USING btree ("tenant_id","component_id");--> statement-breakpoint
CREATE INDEX "product_modifiers_modifier_idx" ON "product_modifiers" USING btree ("tenant_id","modifier_id");--> statement-breakpoint
CREATE INDEX "product_stores_store_idx" ON "product_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "product_taxes_tax_idx" ON "product_taxes" USING btree ("tenant_id","tax_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("tenant_id","barcode");--> statement-breakpoint
CREATE INDEX "products_category_sort_idx" ON "products" USING btree ("tenant_id","category_id","sort");