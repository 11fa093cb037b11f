CREATE TABLE "aggregate_queue" (
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregate_queue_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "aggregate_rebuilds" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"upto_order_id" bigint NOT NULL,
	"done_order_id" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aggregate_queue" ADD CONSTRAINT "aggregate_queue_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregate_rebuilds" ADD CONSTRAINT "aggregate_rebuilds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;