CREATE TABLE "password_help" (
	"user_id" text PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "due_tick" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "due_in_ticks" integer;--> statement-breakpoint
-- Issue 45: a contract falls due dueInTicks after its acceptance. A stored row's length is what its
-- offer named (due tick less offered tick). An accepted contract keeps the due tick both sides saw
-- when it was accepted; an offer never accepted has no due tick until it is: one still open falls
-- due its length after its acceptance, and lapses a game day after it was offered.
UPDATE "contracts" SET "due_in_ticks" = "due_tick" - "offered_tick";--> statement-breakpoint
UPDATE "contracts" SET "due_tick" = NULL WHERE "accepted_tick" IS NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "due_in_ticks" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_help" ADD CONSTRAINT "password_help_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
