-- Sign-in and sign-up attempts counted where every server process sees them (account/rate-limits.ts).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
