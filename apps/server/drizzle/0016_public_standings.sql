CREATE TABLE "achievement_unlocks" (
	"factory_id" uuid NOT NULL,
	"achievement" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "achievement_unlocks_factory_id_achievement_pk" PRIMARY KEY("factory_id","achievement")
);
--> statement-breakpoint
ALTER TABLE "factory_hours" ADD COLUMN "net_worth" bigint;--> statement-breakpoint
ALTER TABLE "factory_hours" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "achievement_unlocks" ADD CONSTRAINT "achievement_unlocks_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_unlocks_reached_idx" ON "achievement_unlocks" USING btree ("reached_at");