CREATE TABLE "shopper_links" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shopper_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"online_member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "shopper_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shopper_notices" (
	"tenant_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_notices_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "shopper_order_contacts" (
	"tenant_id" bigint NOT NULL,
	"online_order_id" bigint NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	CONSTRAINT "shopper_order_contacts_tenant_id_online_order_id_pk" PRIMARY KEY("tenant_id","online_order_id")
);
--> statement-breakpoint
CREATE TABLE "shopper_sessions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shopper_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"online_member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shopper_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "online_members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_links" ADD CONSTRAINT "shopper_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_links" ADD CONSTRAINT "shopper_links_tenant_id_online_member_id_online_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","online_member_id") REFERENCES "public"."online_members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_notices" ADD CONSTRAINT "shopper_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_notices" ADD CONSTRAINT "shopper_notices_tenant_id_event_id_online_order_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."online_order_events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_order_contacts" ADD CONSTRAINT "shopper_order_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_order_contacts" ADD CONSTRAINT "shopper_order_contacts_tenant_id_online_order_id_online_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","online_order_id") REFERENCES "public"."online_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_tenant_id_online_member_id_online_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","online_member_id") REFERENCES "public"."online_members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_links_token_uq" ON "shopper_links" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "shopper_links_member_idx" ON "shopper_links" USING btree ("tenant_id","online_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_sessions_token_uq" ON "shopper_sessions" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "shopper_sessions_member_idx" ON "shopper_sessions" USING btree ("tenant_id","online_member_id");