CREATE TABLE "sign_in_names" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	CONSTRAINT "sign_in_names_kind_name_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
DROP INDEX "devices_account_uq";--> statement-breakpoint
DROP INDEX "users_email_uq";--> statement-breakpoint
DROP INDEX "store_tables_qr_token_uq";--> statement-breakpoint
DROP INDEX "password_resets_token_uq";--> statement-breakpoint
DROP INDEX "sessions_token_hash_uq";--> statement-breakpoint
ALTER TABLE "table_qr_retired" DROP CONSTRAINT "table_qr_retired_pkey";--> statement-breakpoint
ALTER TABLE "table_qr_retired" ADD CONSTRAINT "table_qr_retired_token_tenant_id_pk" PRIMARY KEY("token","tenant_id");--> statement-breakpoint
CREATE INDEX "sign_in_names_merchant_idx" ON "sign_in_names" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_account_uq" ON "devices" USING btree ("tenant_id",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_qr_token_uq" ON "store_tables" USING btree ("qr_token","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("token_hash","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash","tenant_id");--> statement-breakpoint
INSERT INTO "sign_in_names" ("kind", "name", "merchant_id", "owner_id") SELECT 'email', "email", "tenant_id", "id" FROM "users" WHERE "email" IS NOT NULL;--> statement-breakpoint
INSERT INTO "sign_in_names" ("kind", "name", "merchant_id", "owner_id") SELECT 'device', lower("account"), "tenant_id", "id" FROM "devices";
