ALTER TABLE "sales_daily" ADD COLUMN "delivery_fee" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "refund_delivery_fee" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_hourly" ADD COLUMN "delivery_fee" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_hourly" ADD COLUMN "refund_delivery_fee" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(18, 4) DEFAULT '0' NOT NULL;