CREATE TABLE "credential_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_tag" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
-- The backfill: adding an identity column numbers the certificates already issued from its sequence, each once, so
-- every certificate has its bit in the revocation status lists (ADR 0065) before the server starts.
ALTER TABLE "certificates" ADD COLUMN "status_index" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "credential_keys_secret_key" ON "credential_keys" USING btree ("secret_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_key" ON "certificates" USING btree ("status_index");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK (type in ('contact-message', 'user-import', 'course-assigned', 'course-due-soon', 'quiz-graded', 'assignment-created', 'assignment-removed', 'project-overdue', 'course-completed', 'quiz-needs-grading', 'password-changed', 'course-recommended', 'endorsement-requested', 'certificate-issued', 'certificate-expiring', 'badge-earned', 'level-reached', 'redemption-fulfilled', 'redemption-rejected'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('contact-message', 'user-import', 'course-assigned', 'course-due-soon', 'quiz-graded', 'assignment-created', 'assignment-removed', 'project-overdue', 'course-completed', 'quiz-needs-grading', 'password-changed', 'course-recommended', 'endorsement-requested', 'certificate-issued', 'certificate-expiring', 'badge-earned', 'level-reached', 'redemption-fulfilled', 'redemption-rejected'));