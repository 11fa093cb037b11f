CREATE TABLE "time_cards" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "time_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"source" text DEFAULT 'backOffice' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_cards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_cards_period_ck" CHECK (ended_at is null or ended_at >= started_at)
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "reporting_app_permissions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "time_cards" ADD CONSTRAINT "time_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_cards" ADD CONSTRAINT "time_cards_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_cards" ADD CONSTRAINT "time_cards_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_cards_user_idx" ON "time_cards" USING btree ("tenant_id","user_id","started_at");--> statement-breakpoint
CREATE INDEX "time_cards_store_idx" ON "time_cards" USING btree ("tenant_id","store_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_cards_open_uq" ON "time_cards" USING btree ("tenant_id","user_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("tenant_id",lower("account"));