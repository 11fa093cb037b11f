CREATE TABLE "sales_hourly" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"gross" numeric(18, 4) DEFAULT '0' NOT NULL,
	"line_discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"order_discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"net" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax_included" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax_added" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"fees" numeric(18, 4) DEFAULT '0' NOT NULL,
	"commission" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_net" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_tax_included" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_tax_added" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_commission" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_hourly_tenant_id_hour_store_id_channel_staff_id_pk" PRIMARY KEY("tenant_id","hour","store_id","channel","staff_id")
);
--> statement-breakpoint
CREATE TABLE "sales_item_daily" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"gross" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"net" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_net" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_tax" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_item_daily_tenant_id_day_store_id_channel_product_id_variant_id_pk" PRIMARY KEY("tenant_id","day","store_id","channel","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "sales_modifier_daily" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"item_id" bigint NOT NULL,
	"modifier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_modifier_daily_tenant_id_day_store_id_channel_item_id_pk" PRIMARY KEY("tenant_id","day","store_id","channel","item_id")
);
--> statement-breakpoint
CREATE TABLE "sales_payment_hourly" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"payment_key" text NOT NULL,
	"name" text NOT NULL,
	"method_type" text DEFAULT '' NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"fee" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refund_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_payment_hourly_tenant_id_hour_store_id_channel_payment_key_pk" PRIMARY KEY("tenant_id","hour","store_id","channel","payment_key")
);
--> statement-breakpoint
CREATE TABLE "sales_tax_hourly" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"tax_id" bigint NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"calculation" text NOT NULL,
	"name" text NOT NULL,
	"taxable" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_taxable" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_tax_hourly_tenant_id_hour_store_id_channel_tax_id_rate_calculation_pk" PRIMARY KEY("tenant_id","hour","store_id","channel","tax_id","rate","calculation")
);
--> statement-breakpoint
ALTER TABLE "sales_hourly" ADD CONSTRAINT "sales_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_item_daily" ADD CONSTRAINT "sales_item_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_modifier_daily" ADD CONSTRAINT "sales_modifier_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payment_hourly" ADD CONSTRAINT "sales_payment_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_hourly" ADD CONSTRAINT "sales_tax_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;