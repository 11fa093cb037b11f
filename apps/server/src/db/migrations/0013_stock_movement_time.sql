DROP INDEX "stock_movements_time_idx";--> statement-breakpoint
DROP INDEX "stock_movements_store_time_idx";--> statement-breakpoint
DROP INDEX "stock_movements_reason_idx";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "happened_at" timestamp with time zone;--> statement-breakpoint
-- Existing movements: a sale's or refund's at its receipt's time (a refund's receipt carries the refund's time);
-- any other at the time it was written, the best that is known of when it happened.
UPDATE "stock_movements" AS m SET "happened_at" = coalesce(
  (SELECT o."ordered_at" FROM "orders" o
    WHERE m."document_type" = 'sale' AND o."tenant_id" = m."tenant_id" AND o."id" = m."document_id"),
  m."created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "happened_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "happened_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_time_idx" ON "stock_movements" USING btree ("tenant_id","happened_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_store_time_idx" ON "stock_movements" USING btree ("tenant_id","store_id","happened_at");--> statement-breakpoint
CREATE INDEX "stock_movements_reason_idx" ON "stock_movements" USING btree ("tenant_id","reason","happened_at");
