CREATE TABLE "aggregate_offsets" (
	"tenant_id" bigint NOT NULL,
	"offset_minutes" smallint NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregate_offsets_tenant_id_offset_minutes_pk" PRIMARY KEY("tenant_id","offset_minutes")
);
--> statement-breakpoint
ALTER TABLE "aggregate_offsets" ADD CONSTRAINT "aggregate_offsets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The daily aggregates were kept at all 40 offsets: from now on only at the offsets a merchant's reports ask for,
-- each filled from the receipts the first time it is asked (until then those reports read the hourly rows).
TRUNCATE "sales_daily", "sales_payment_daily", "sales_tax_daily";
--> statement-breakpoint
-- Items over single days are read from sales_item_daily: the merchant-wide spans start at two days.
DELETE FROM "sales_item_span" WHERE "span_days" = 1;
