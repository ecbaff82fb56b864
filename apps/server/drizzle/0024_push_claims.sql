-- A claim is a lease: a process that dies before sending leaves the message to another (push/outbox.ts).
ALTER TABLE "push_outbox" ADD COLUMN "claimed_until" timestamp with time zone;