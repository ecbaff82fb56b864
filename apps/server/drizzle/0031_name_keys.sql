CREATE TABLE "factory_former_names" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factory_id" uuid NOT NULL,
	"name" text NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factories" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "factory_former_names" ADD CONSTRAINT "factory_former_names_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factory_former_names_factory_idx" ON "factory_former_names" USING btree ("factory_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "factories_name_key_idx" ON "factories" USING btree ("name_key");