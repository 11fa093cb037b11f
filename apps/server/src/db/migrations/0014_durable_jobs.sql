ALTER TABLE "import_jobs" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "runner" text;