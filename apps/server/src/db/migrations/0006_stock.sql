CREATE TABLE "partners" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_document_lines" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint DEFAULT 0 NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"received" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returned" numeric(18, 4) DEFAULT '0' NOT NULL,
	"expected" numeric(18, 4),
	"counted" numeric(18, 4),
	"parent_line_id" bigint,
	CONSTRAINT "stock_document_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"store_id" bigint NOT NULL,
	"to_store_id" bigint,
	"from_area" text DEFAULT '' NOT NULL,
	"to_area" text DEFAULT '' NOT NULL,
	"supplier_id" bigint,
	"purchase_date" date,
	"expected_date" date,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "stock_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"tenant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint DEFAULT 0 NOT NULL,
	"on_hand" numeric(18, 4) DEFAULT '0' NOT NULL,
	"average_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_tenant_id_store_id_product_id_variant_id_pk" PRIMARY KEY("tenant_id","store_id","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint DEFAULT 0 NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	"reason" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" bigint NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"on_hand_after" numeric(18, 4) NOT NULL,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_number_counters" (
	"tenant_id" bigint NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_number_counters_tenant_id_type_day_pk" PRIMARY KEY("tenant_id","type","day")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_tenant_id_document_id_stock_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."stock_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_tenant_id_to_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","to_store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_number_counters" ADD CONSTRAINT "stock_number_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_uq" ON "partners" USING btree ("tenant_id","kind",lower("name")) WHERE "partners"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stock_document_lines_document_idx" ON "stock_document_lines" USING btree ("tenant_id","document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_number_uq" ON "stock_documents" USING btree ("tenant_id","type","number");--> statement-breakpoint
CREATE INDEX "stock_documents_list_idx" ON "stock_documents" USING btree ("tenant_id","type","created_at");--> statement-breakpoint
CREATE INDEX "stock_documents_store_idx" ON "stock_documents" USING btree ("tenant_id","store_id","status");--> statement-breakpoint
CREATE INDEX "stock_documents_to_store_idx" ON "stock_documents" USING btree ("tenant_id","to_store_id","status");--> statement-breakpoint
CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_time_idx" ON "stock_movements" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_store_time_idx" ON "stock_movements" USING btree ("tenant_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("tenant_id","product_id","variant_id","store_id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("tenant_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "stock_movements_reason_idx" ON "stock_movements" USING btree ("tenant_id","reason","created_at");