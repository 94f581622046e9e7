CREATE TABLE "system_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"organization_name" text NOT NULL,
	"logo_file_id" uuid,
	"default_language" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text NOT NULL,
	"second_phone" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"address" text NOT NULL,
	"time_zone" text NOT NULL,
	"office_hours" jsonb NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "system_settings_one_row" CHECK ("system_settings"."id" = 1),
	CONSTRAINT "system_settings_default_language_check" CHECK ("system_settings"."default_language" in ('en', 'no')),
	CONSTRAINT "system_settings_version_check" CHECK ("system_settings"."version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;