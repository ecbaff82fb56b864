-- Operators are granted by whoever holds the server (moderation/operators.ts), no longer by OPERATOR_EMAILS.
CREATE TABLE "operators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A game being upgraded keeps the operators OPERATOR_EMAILS named, once, at the next start (moderation/operators.ts);
-- a new game has no accounts, so nothing to carry over and no row.
INSERT INTO "upgrade_steps" ("name") SELECT 'operator_emails' WHERE EXISTS (SELECT 1 FROM "user");
