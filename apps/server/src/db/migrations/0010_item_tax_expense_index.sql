ALTER TABLE "sales_item_daily" ADD COLUMN "tax_included" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_item_daily" ADD COLUMN "refund_tax_included" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "shift_entries_type_time_idx" ON "shift_entries" USING btree ("tenant_id","type","created_at");