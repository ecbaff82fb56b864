ALTER TABLE "name_reports" ADD COLUMN "reason" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "name_reports" ADD COLUMN "note" text;