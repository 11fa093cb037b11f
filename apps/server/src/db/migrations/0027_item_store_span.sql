CREATE TABLE "sales_item_store_span" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"start_day" date NOT NULL,
	"online" boolean NOT NULL,
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
	"tax_included" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_net" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_tax" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_tax_included" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_item_store_span_tenant_id_store_id_start_day_online_product_id_variant_id_pk" PRIMARY KEY("tenant_id","store_id","start_day","online","product_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "sales_item_store_span" ADD CONSTRAINT "sales_item_store_span_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Filled from the daily item rows already kept (a merchant being rebuilt gets them from its rebuild): the sums of
-- each store's 64 days, the texts of the latest day.
INSERT INTO "sales_item_store_span" ("tenant_id", "store_id", "start_day", "online", "product_id", "variant_id",
  "category_id", "name", "variant_name", "quantity", "gross", "discount", "net", "tax", "tax_included", "cost",
  "refund_quantity", "refund_net", "refund_tax", "refund_tax_included", "refund_cost")
SELECT a.tenant_id, a.store_id, date '1970-01-01' + ((a.day - date '1970-01-01') / 64) * 64, a.channel = 'online',
  a.product_id, a.variant_id,
  (array_agg(a.category_id ORDER BY a.day DESC, a.category_id DESC))[1],
  (array_agg(a.name ORDER BY a.day DESC, a.name DESC))[1],
  (array_agg(a.variant_name ORDER BY a.day DESC, a.variant_name DESC))[1],
  sum(a.quantity), sum(a.gross), sum(a.discount), sum(a.net), sum(a.tax), sum(a.tax_included), sum(a.cost),
  sum(a.refund_quantity), sum(a.refund_net), sum(a.refund_tax), sum(a.refund_tax_included), sum(a.refund_cost)
FROM "sales_item_daily" a
WHERE NOT EXISTS (SELECT 1 FROM "aggregate_rebuilds" r WHERE r.tenant_id = a.tenant_id)
GROUP BY 1, 2, 3, 4, 5, 6;
