ALTER TABLE "contracts" ADD COLUMN "instalments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "every_ticks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "instalments_kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "instalments_missed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "forfeited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "countered_from" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_countered_from_contracts_id_fk" FOREIGN KEY ("countered_from") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_instalments" CHECK ("contracts"."instalments" >= 1 AND "contracts"."quantity" % "contracts"."instalments" = 0);--> statement-breakpoint
-- A contract stored before instalments is one: completed kept it, defaulted missed it and left the rest undelivered.
UPDATE "contracts" SET "instalments_kept" = 1 WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "contracts" SET "instalments_missed" = 1, "forfeited" = "quantity" - "delivered" WHERE "status" = 'defaulted';
