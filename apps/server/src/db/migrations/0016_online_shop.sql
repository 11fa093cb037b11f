CREATE TABLE "online_categories" (
	"tenant_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "online_categories_tenant_id_shop_id_category_id_pk" PRIMARY KEY("tenant_id","shop_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "online_members" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_on_delivery" boolean DEFAULT true NOT NULL,
	"pay_in_store" boolean DEFAULT true NOT NULL,
	"order_limit" integer DEFAULT 0 NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"member_id" bigint,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_members_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_order_events" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"online_order_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"user_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_order_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_orders" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"online_member_id" bigint,
	"fulfilment" text NOT NULL,
	"pay_way" text NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"delivery_fee" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"slot_start" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_products" (
	"tenant_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"online_price" numeric(18, 4),
	"backorder" boolean DEFAULT false NOT NULL,
	"home_position" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_products_tenant_id_shop_id_product_id_pk" PRIMARY KEY("tenant_id","shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "online_promo_products" (
	"tenant_id" bigint NOT NULL,
	"promo_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "online_promo_products_tenant_id_promo_id_product_id_pk" PRIMARY KEY("tenant_id","promo_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "online_promos" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_promos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_promos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_shops" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"pay_on_delivery" boolean DEFAULT false NOT NULL,
	"pay_in_store" boolean DEFAULT true NOT NULL,
	"order_limit" numeric(18, 4) DEFAULT '0' NOT NULL,
	"default_order_type" text DEFAULT 'pickup' NOT NULL,
	"order_type_id" bigint,
	"tax_id" bigint,
	"payment_method_id" bigint,
	"fee_basis" text DEFAULT 'amount' NOT NULL,
	"delivery_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_delivery_above" numeric(18, 4),
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preparation_minutes" integer DEFAULT 15 NOT NULL,
	"slot_cap" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_shops_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_slot_counts" (
	"tenant_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "online_slot_counts_tenant_id_shop_id_slot_start_pk" PRIMARY KEY("tenant_id","shop_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "online_categories" ADD CONSTRAINT "online_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_categories" ADD CONSTRAINT "online_categories_tenant_id_shop_id_online_shops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shop_id") REFERENCES "public"."online_shops"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_categories" ADD CONSTRAINT "online_categories_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_members" ADD CONSTRAINT "online_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_events" ADD CONSTRAINT "online_order_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_events" ADD CONSTRAINT "online_order_events_tenant_id_online_order_id_online_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","online_order_id") REFERENCES "public"."online_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_tenant_id_shop_id_online_shops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shop_id") REFERENCES "public"."online_shops"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_tenant_id_online_member_id_online_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","online_member_id") REFERENCES "public"."online_members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_products" ADD CONSTRAINT "online_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_products" ADD CONSTRAINT "online_products_tenant_id_shop_id_online_shops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shop_id") REFERENCES "public"."online_shops"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_products" ADD CONSTRAINT "online_products_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promo_products" ADD CONSTRAINT "online_promo_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promo_products" ADD CONSTRAINT "online_promo_products_tenant_id_promo_id_online_promos_tenant_id_id_fk" FOREIGN KEY ("tenant_id","promo_id") REFERENCES "public"."online_promos"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promo_products" ADD CONSTRAINT "online_promo_products_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promos" ADD CONSTRAINT "online_promos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_promos" ADD CONSTRAINT "online_promos_tenant_id_shop_id_online_shops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shop_id") REFERENCES "public"."online_shops"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shops" ADD CONSTRAINT "online_shops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shops" ADD CONSTRAINT "online_shops_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_slot_counts" ADD CONSTRAINT "online_slot_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_slot_counts" ADD CONSTRAINT "online_slot_counts_tenant_id_shop_id_online_shops_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shop_id") REFERENCES "public"."online_shops"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_categories_category_idx" ON "online_categories" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_members_email_uq" ON "online_members" USING btree ("tenant_id","email") WHERE "online_members"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "online_members_phone_uq" ON "online_members" USING btree ("tenant_id","phone") WHERE "online_members"."phone" <> '';--> statement-breakpoint
CREATE INDEX "online_members_member_idx" ON "online_members" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "online_order_events_order_idx" ON "online_order_events" USING btree ("tenant_id","online_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_orders_order_uq" ON "online_orders" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "online_orders_shop_time_idx" ON "online_orders" USING btree ("tenant_id","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "online_orders_store_time_idx" ON "online_orders" USING btree ("tenant_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "online_orders_member_idx" ON "online_orders" USING btree ("tenant_id","online_member_id");--> statement-breakpoint
CREATE INDEX "online_orders_open_idx" ON "online_orders" USING btree ("tenant_id","shop_id") WHERE state in ('unpaid', 'preparing', 'delivering');--> statement-breakpoint
CREATE INDEX "online_products_product_idx" ON "online_products" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "online_promo_products_product_idx" ON "online_promo_products" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_promos_name_uq" ON "online_promos" USING btree ("tenant_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "online_promos_shop_idx" ON "online_promos" USING btree ("tenant_id","shop_id","kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "online_shops_store_uq" ON "online_shops" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_shops_name_uq" ON "online_shops" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "online_shops_code_uq" ON "online_shops" USING btree ("tenant_id","code");