CREATE TABLE "sales_daily" (
	"tenant_id" bigint NOT NULL,
	"offset_minutes" smallint NOT NULL,
	"day" date NOT NULL,
	"store_id" bigint NOT NULL,
	"online" boolean NOT NULL,
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
	CONSTRAINT "sales_daily_tenant_id_offset_minutes_day_store_id_online_staff_id_pk" PRIMARY KEY("tenant_id","offset_minutes","day","store_id","online","staff_id")
);
--> statement-breakpoint
CREATE TABLE "sales_item_span" (
	"tenant_id" bigint NOT NULL,
	"span_days" smallint NOT NULL,
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
	CONSTRAINT "sales_item_span_tenant_id_span_days_start_day_online_product_id_variant_id_pk" PRIMARY KEY("tenant_id","span_days","start_day","online","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "sales_payment_daily" (
	"tenant_id" bigint NOT NULL,
	"offset_minutes" smallint NOT NULL,
	"day" date NOT NULL,
	"store_id" bigint NOT NULL,
	"online" boolean NOT NULL,
	"payment_key" text NOT NULL,
	"name" text NOT NULL,
	"method_type" text DEFAULT '' NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"fee" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refund_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_payment_daily_tenant_id_offset_minutes_day_store_id_online_payment_key_pk" PRIMARY KEY("tenant_id","offset_minutes","day","store_id","online","payment_key")
);
--> statement-breakpoint
CREATE TABLE "sales_tax_daily" (
	"tenant_id" bigint NOT NULL,
	"offset_minutes" smallint NOT NULL,
	"day" date NOT NULL,
	"store_id" bigint NOT NULL,
	"online" boolean NOT NULL,
	"tax_id" bigint NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"calculation" text NOT NULL,
	"name" text NOT NULL,
	"taxable" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_taxable" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_tax_daily_tenant_id_offset_minutes_day_store_id_online_tax_id_rate_calculation_pk" PRIMARY KEY("tenant_id","offset_minutes","day","store_id","online","tax_id","rate","calculation")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_item_span" ADD CONSTRAINT "sales_item_span_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payment_daily" ADD CONSTRAINT "sales_payment_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_daily" ADD CONSTRAINT "sales_tax_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Fill the new rollups from the aggregates already kept (each is an exact regrouping of them), so that a database
-- with receipts answers the same reports after this migration as before it. The local days of the whole-hour offsets
-- regroup the hourly rows; those of the half- and three-quarter-hour offsets cut UTC hours in two, so they are added
-- up from the paid receipts (the expressions of `ledgers/sales-aggregates.ts`).
INSERT INTO "sales_daily" SELECT "tenant_id", z.m, (("hour" AT TIME ZONE 'UTC') + make_interval(mins => z.m))::date, "store_id", "channel" = 'online', "staff_id", sum("receipts"), sum("refunds"), sum("guests"), sum("gross"), sum("line_discount"), sum("order_discount"), sum("net"), sum("tax_included"), sum("tax_added"), sum("total"), sum("cost"), sum("fees"), sum("commission"), sum("refund_net"), sum("refund_tax_included"), sum("refund_tax_added"), sum("refund_total"), sum("refund_cost"), sum("refund_commission") FROM "sales_hourly" CROSS JOIN generate_series(-720, 840, 60) AS z(m) GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "sales_payment_daily" SELECT "tenant_id", z.m, (("hour" AT TIME ZONE 'UTC') + make_interval(mins => z.m))::date, "store_id", "channel" = 'online', "payment_key", (array_agg("name" ORDER BY "hour" DESC))[1], (array_agg("method_type" ORDER BY "hour" DESC))[1], sum("payments"), sum("amount"), sum("fee"), sum("refunds"), sum("refund_amount") FROM "sales_payment_hourly" CROSS JOIN generate_series(-720, 840, 60) AS z(m) GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "sales_tax_daily" SELECT "tenant_id", z.m, (("hour" AT TIME ZONE 'UTC') + make_interval(mins => z.m))::date, "store_id", "channel" = 'online', "tax_id", "rate", "calculation", (array_agg("name" ORDER BY "hour" DESC))[1], sum("taxable"), sum("amount"), sum("refund_taxable"), sum("refund_amount") FROM "sales_tax_hourly" CROSS JOIN generate_series(-720, 840, 60) AS z(m) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "sales_item_span" SELECT "tenant_id", (1 << k)::smallint, date '1970-01-01' + (("day" - date '1970-01-01') / (1 << k)) * (1 << k), "channel" = 'online', "product_id", "variant_id", (array_agg("category_id" ORDER BY "day" DESC))[1], (array_agg("name" ORDER BY "day" DESC))[1], (array_agg("variant_name" ORDER BY "day" DESC))[1], sum("quantity"), sum("gross"), sum("discount"), sum("net"), sum("tax"), sum("tax_included"), sum("cost"), sum("refund_quantity"), sum("refund_net"), sum("refund_tax"), sum("refund_tax_included"), sum("refund_cost") FROM "sales_item_daily" CROSS JOIN generate_series(0, 9) AS k GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "sales_daily" SELECT o.tenant_id, z.m, ((o.ordered_at AT TIME ZONE 'UTC') + make_interval(mins => z.m))::date, o.store_id, o.channel = 'online', coalesce(o.staff_id, 0), sum(CASE WHEN o.kind = 'sale' THEN 1 ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN 1 ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN coalesce(o.guests, 0) ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.goods_total ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.line_discount_total ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.order_discount ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.net_total ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.tax_included ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.tax_added ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.total ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.cost_total ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN o.fee_total ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN c.amount ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN o.net_total ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN o.tax_included ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN o.tax_added ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN o.total ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN o.cost_total ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN -c.amount ELSE 0 END) FROM orders o LEFT JOIN LATERAL (SELECT coalesce(sum(amount), 0) AS amount FROM order_commissions WHERE tenant_id = o.tenant_id AND order_id = o.id) c ON true CROSS JOIN unnest(array[-570, -210, -150, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825]) AS z(m) WHERE o.status = 'paid' GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "sales_payment_daily" SELECT o.tenant_id, z.m, ((o.ordered_at AT TIME ZONE 'UTC') + make_interval(mins => z.m))::date, o.store_id, o.channel = 'online', CASE WHEN p.kind = 'method' THEN 'm' || p.payment_method_id ELSE p.kind END, (array_agg(p.name ORDER BY o.ordered_at DESC))[1], (array_agg(p.method_type ORDER BY o.ordered_at DESC))[1], sum(CASE WHEN o.kind = 'sale' THEN 1 ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN p.amount ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN p.fee ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN 1 ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN p.amount ELSE 0 END) FROM orders o JOIN order_payments p ON p.tenant_id = o.tenant_id AND p.order_id = o.id CROSS JOIN unnest(array[-570, -210, -150, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825]) AS z(m) WHERE o.status = 'paid' GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "sales_tax_daily" SELECT o.tenant_id, z.m, ((o.ordered_at AT TIME ZONE 'UTC') + make_interval(mins => z.m))::date, o.store_id, o.channel = 'online', x.tax_id, x.rate, x.calculation, (array_agg(x.name ORDER BY o.ordered_at DESC))[1], sum(CASE WHEN o.kind = 'sale' THEN x.taxable ELSE 0 END), sum(CASE WHEN o.kind = 'sale' THEN x.amount ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN x.taxable ELSE 0 END), sum(CASE WHEN o.kind = 'refund' THEN x.amount ELSE 0 END) FROM orders o JOIN order_line_taxes x ON x.tenant_id = o.tenant_id AND x.order_id = o.id CROSS JOIN unnest(array[-570, -210, -150, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825]) AS z(m) WHERE o.status = 'paid' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
