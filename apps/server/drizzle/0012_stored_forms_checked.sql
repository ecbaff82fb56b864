-- Every factory's state and recent ledger is in byte form from here on: the rows older versions left
-- in JSON or text were rewritten in TypeScript just before this migration ran (upgrades/stored-forms.ts,
-- docs/adr/0003), and these checks keep any other form out, so the readers know only the byte forms.
ALTER TABLE "factories" ADD CONSTRAINT "factories_state_bytes" CHECK (substring("factories"."state" for 1) = '\x0c'::bytea);--> statement-breakpoint
ALTER TABLE "factories" ADD CONSTRAINT "factories_recent_ledger_bytes" CHECK (substring("factories"."recent_ledger" for 1) = '\x04'::bytea);