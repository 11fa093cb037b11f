CREATE TABLE "devices" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"store_id" bigint NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deposit_take_outs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "deposit_take_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deposit_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_take_outs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"number" text NOT NULL,
	"store_id" bigint NOT NULL,
	"order_number" text DEFAULT '' NOT NULL,
	"product_id" bigint,
	"item_name" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"taken_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"state" text DEFAULT 'depositing' NOT NULL,
	"deposited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pickup_deadline" timestamp with time zone NOT NULL,
	"depositor" text NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_commissions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "order_commissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_line_modifiers" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_line_modifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"modifier_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	CONSTRAINT "order_line_modifiers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_line_taxes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_line_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"tax_id" bigint NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"calculation" text NOT NULL,
	"taxable" numeric(18, 4) NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "order_line_taxes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"refund_of_line_id" bigint,
	"product_id" bigint NOT NULL,
	"variant_id" bigint,
	"name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"category_id" bigint,
	"quantity" numeric(18, 4) NOT NULL,
	"refunded_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"modifiers_unit" numeric(18, 4) DEFAULT '0' NOT NULL,
	"gross" numeric(18, 4) NOT NULL,
	"line_discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"order_discount_share" numeric(18, 4) DEFAULT '0' NOT NULL,
	"net" numeric(18, 4) NOT NULL,
	"tax_included" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax_added" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"payment_method_id" bigint,
	"kind" text DEFAULT 'method' NOT NULL,
	"method_type" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"tendered" numeric(18, 4) DEFAULT '0' NOT NULL,
	"change" numeric(18, 4) DEFAULT '0' NOT NULL,
	"fee" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'sale' NOT NULL,
	"refund_of_id" bigint,
	"store_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"online_state" text,
	"order_type_id" bigint,
	"order_type_name" text DEFAULT '' NOT NULL,
	"table_id" bigint,
	"table_label" text DEFAULT '' NOT NULL,
	"member_id" bigint,
	"staff_id" bigint,
	"device_id" bigint,
	"shift_id" bigint,
	"guests" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"goods_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"line_discount_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"order_discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"net_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax_included" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax_added" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"paid_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"change_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"fee_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost_total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"points_earned" numeric(18, 4) DEFAULT '0' NOT NULL,
	"points_redeemed" numeric(18, 4) DEFAULT '0' NOT NULL,
	"points_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"exception" text DEFAULT 'none' NOT NULL,
	"exception_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"ticket_checked" boolean DEFAULT false NOT NULL,
	"ticket_checked_at" timestamp with time zone,
	"locked_by_session" bigint,
	"locked_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"from_shift_id" bigint NOT NULL,
	"from_user_id" bigint NOT NULL,
	"to_user_id" bigint NOT NULL,
	"to_shift_id" bigint,
	"amount" numeric(18, 4) NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "remittances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"store_id" bigint NOT NULL,
	"table_id" bigint,
	"table_label" text DEFAULT '' NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"name" text NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shift_entries" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shift_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shift_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"cost_type_id" bigint,
	"cost_type_name" text DEFAULT '' NOT NULL,
	"order_id" bigint,
	"remittance_id" bigint,
	"revokes_entry_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"store_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"initial_cash" numeric(18, 4) NOT NULL,
	"expected_cash" numeric(18, 4),
	"actual_cash" numeric(18, 4),
	"note" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" bigint;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_take_outs" ADD CONSTRAINT "deposit_take_outs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_take_outs" ADD CONSTRAINT "deposit_take_outs_tenant_id_deposit_id_deposits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","deposit_id") REFERENCES "public"."deposits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_commissions" ADD CONSTRAINT "order_commissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_commissions" ADD CONSTRAINT "order_commissions_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_modifiers" ADD CONSTRAINT "order_line_modifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_modifiers" ADD CONSTRAINT "order_line_modifiers_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_taxes" ADD CONSTRAINT "order_line_taxes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_taxes" ADD CONSTRAINT "order_line_taxes_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_entries" ADD CONSTRAINT "shift_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_entries" ADD CONSTRAINT "shift_entries_tenant_id_shift_id_shifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."shifts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_store_id_stores_tenant_id_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_account_uq" ON "devices" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "devices_kind_idx" ON "devices" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "devices_store_idx" ON "devices" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "deposit_take_outs_deposit_idx" ON "deposit_take_outs" USING btree ("tenant_id","deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_client_id_uq" ON "deposits" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "deposits_time_idx" ON "deposits" USING btree ("tenant_id","deposited_at","id");--> statement-breakpoint
CREATE INDEX "deposits_store_time_idx" ON "deposits" USING btree ("tenant_id","store_id","deposited_at");--> statement-breakpoint
CREATE INDEX "order_commissions_order_idx" ON "order_commissions" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_commissions_staff_idx" ON "order_commissions" USING btree ("tenant_id","staff_id");--> statement-breakpoint
CREATE INDEX "order_line_modifiers_order_idx" ON "order_line_modifiers" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_line_taxes_order_idx" ON "order_line_taxes" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_id_uq" ON "orders" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "orders_time_idx" ON "orders" USING btree ("tenant_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_time_idx" ON "orders" USING btree ("tenant_id","store_id","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_refund_of_idx" ON "orders" USING btree ("tenant_id","refund_of_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("tenant_id","store_id") WHERE status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_exception_idx" ON "orders" USING btree ("tenant_id","exception") WHERE exception <> 'none';--> statement-breakpoint
CREATE INDEX "remittances_to_idx" ON "remittances" USING btree ("tenant_id","to_user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_client_id_uq" ON "reservations" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "reservations_store_time_idx" ON "reservations" USING btree ("tenant_id","store_id","reserved_at");--> statement-breakpoint
CREATE INDEX "reservations_time_idx" ON "reservations" USING btree ("tenant_id","reserved_at");--> statement-breakpoint
CREATE INDEX "shift_entries_shift_idx" ON "shift_entries" USING btree ("tenant_id","shift_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_entries_revoke_uq" ON "shift_entries" USING btree ("tenant_id","revokes_entry_id") WHERE revokes_entry_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_open_uq" ON "shifts" USING btree ("tenant_id","user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "shifts_store_time_idx" ON "shifts" USING btree ("tenant_id","store_id","opened_at");