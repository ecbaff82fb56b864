CREATE TABLE "factory_hours" (
	"factory_id" uuid NOT NULL,
	"hour" integer NOT NULL,
	"ledger" jsonb NOT NULL,
	CONSTRAINT "factory_hours_factory_id_hour_pk" PRIMARY KEY("factory_id","hour")
);
--> statement-breakpoint
CREATE TABLE "maintenance_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factory_id" uuid NOT NULL,
	"machine_id" text NOT NULL,
	"tick" integer NOT NULL,
	"type" text NOT NULL,
	"cost" bigint NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "factories_net_worth_idx";--> statement-breakpoint
DROP INDEX "factories_tick_idx";--> statement-breakpoint
ALTER TABLE "factories" ADD COLUMN "recent_ledger" jsonb DEFAULT '{"pending":null,"recent":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "factory_hours" ADD CONSTRAINT "factory_hours_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_log" ADD CONSTRAINT "maintenance_log_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factory_hours_hour_idx" ON "factory_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "maintenance_log_machine_idx" ON "maintenance_log" USING btree ("factory_id","machine_id","id");