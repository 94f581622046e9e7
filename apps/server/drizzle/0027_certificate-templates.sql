CREATE TABLE "certificate_templates" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"layout" text DEFAULT 'classic' NOT NULL,
	"accent_color" text NOT NULL,
	"text_color" text NOT NULL,
	"show_issuer" boolean DEFAULT true NOT NULL,
	"show_issue_date" boolean DEFAULT true NOT NULL,
	"show_no_expiry" boolean DEFAULT true NOT NULL,
	"signer_name" text,
	"signer_title" text,
	"signature_file_id" uuid,
	"logo_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_templates_layout_check" CHECK ("certificate_templates"."layout" in ('classic', 'modern', 'minimal')),
	CONSTRAINT "certificate_templates_colors_check" CHECK ("certificate_templates"."accent_color" ~ '^#[0-9a-f]{6}$' and "certificate_templates"."text_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;