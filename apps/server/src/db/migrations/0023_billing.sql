CREATE TABLE "billing_accounts" (
	"tenant_id" bigint NOT NULL,
	"plan_code" text NOT NULL,
	"state" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"period_net" numeric(18, 4) DEFAULT '0' NOT NULL,
	"grace_until" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_plan_code" text,
	"claimed_until" timestamp with time zone,
	"clock_offset_seconds" bigint DEFAULT 0 NOT NULL,
	"customer_ref" text,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"company_name" text,
	"is_business" boolean DEFAULT false NOT NULL,
	"country" text,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"vat_scheme" text,
	"vat_id_status" text DEFAULT 'none' NOT NULL,
	"vat_consultation_number" text,
	"vat_checked_at" timestamp with time zone,
	"invoice_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "billing_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_plan_code" text,
	"to_plan_code" text,
	"amount" numeric(18, 4),
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"seq" bigint NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"plan_code" text NOT NULL,
	"description" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"net" numeric(18, 4) NOT NULL,
	"vat_rate" numeric(18, 4) NOT NULL,
	"vat_amount" numeric(18, 4) NOT NULL,
	"total" numeric(18, 4) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"vat_treatment" text NOT NULL,
	"vat_country" text,
	"credits_invoice_id" bigint,
	"refunded" numeric(18, 4) DEFAULT '0' NOT NULL,
	"lang" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_test_cards" (
	"tenant_id" bigint NOT NULL,
	"token" text NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_test_cards_tenant_id_token_pk" PRIMARY KEY("tenant_id","token")
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"tenant_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_webhook_events_tenant_id_provider_event_id_pk" PRIMARY KEY("tenant_id","provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_tenant_id_credits_invoice_id_billing_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","credits_invoice_id") REFERENCES "public"."billing_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_test_cards" ADD CONSTRAINT "billing_test_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_webhook_events" ADD CONSTRAINT "billing_webhook_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_accounts_due_idx" ON "billing_accounts" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "billing_accounts_retry_idx" ON "billing_accounts" USING btree ("next_retry_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_customer_uq" ON "billing_accounts" USING btree ("tenant_id","customer_ref");--> statement-breakpoint
CREATE INDEX "billing_events_at_idx" ON "billing_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "billing_invoices_issued_idx" ON "billing_invoices" USING btree ("tenant_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_provider_uq" ON "billing_invoices" USING btree ("tenant_id","kind","provider_ref");