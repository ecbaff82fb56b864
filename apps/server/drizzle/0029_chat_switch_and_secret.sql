CREATE TABLE "auth_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_secrets_one_row" CHECK ("auth_secrets"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"channels_open" boolean NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_settings_one_row" CHECK ("chat_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "operator_actions" ALTER COLUMN "factory_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_actions" ALTER COLUMN "factory_name" DROP NOT NULL;