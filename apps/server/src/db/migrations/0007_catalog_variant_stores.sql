CREATE TABLE "product_variant_stores" (
	"tenant_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "product_variant_stores_tenant_id_variant_id_store_id_pk" PRIMARY KEY("tenant_id","variant_id","store_id")
);
--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || sku || ' ' || barcode)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variant_stores" ADD CONSTRAINT "product_variant_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_stores" ADD CONSTRAINT "product_variant_stores_tenant_id_variant_id_product_variants_tenant_id_id_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."product_variants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_stores" ADD CONSTRAINT "product_variant_stores_tenant_id_product_id_store_id_product_stores_tenant_id_product_id_store_id_fk" FOREIGN KEY ("tenant_id","product_id","store_id") REFERENCES "public"."product_stores"("tenant_id","product_id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variant_stores_product_idx" ON "product_variant_stores" USING btree ("tenant_id","product_id","store_id");--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
-- Variants saved before per-store prices existed: their price and cost in every store of their product.
INSERT INTO "product_variant_stores" ("tenant_id", "variant_id", "product_id", "store_id", "price", "cost")
SELECT v."tenant_id", v."id", v."product_id", ps."store_id", v."price", v."cost"
FROM "product_variants" v
JOIN "product_stores" ps ON ps."tenant_id" = v."tenant_id" AND ps."product_id" = v."product_id";
