CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"course_title" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_on" date,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_reason" text,
	"reminded_days_before" integer,
	CONSTRAINT "certificates_revocation_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "course_certificate_settings" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"valid_months" integer,
	"requires_pass" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_certificate_settings_months_check" CHECK ("course_certificate_settings"."valid_months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificate_settings" ADD CONSTRAINT "course_certificate_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrolment_key" ON "certificates" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expires_on") WHERE "certificates"."revoked_at" is null and "certificates"."expires_on" is not null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK (type in ('contact-message', 'user-import', 'course-assigned', 'course-due-soon', 'quiz-graded', 'assignment-created', 'assignment-removed', 'project-overdue', 'course-completed', 'quiz-needs-grading', 'password-changed', 'course-recommended', 'endorsement-requested', 'certificate-issued', 'certificate-expiring'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('contact-message', 'user-import', 'course-assigned', 'course-due-soon', 'quiz-graded', 'assignment-created', 'assignment-removed', 'project-overdue', 'course-completed', 'quiz-needs-grading', 'password-changed', 'course-recommended', 'endorsement-requested', 'certificate-issued', 'certificate-expiring'));