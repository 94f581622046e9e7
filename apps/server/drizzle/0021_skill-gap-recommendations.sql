CREATE TABLE "course_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"recommended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endorsement_requests" (
	"requester_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"technology_id" uuid NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endorsement_requests_requester_id_recipient_id_technology_id_pk" PRIMARY KEY("requester_id","recipient_id","technology_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "course_recommendations" ADD CONSTRAINT "course_recommendations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_recommendations" ADD CONSTRAINT "course_recommendations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_recommendations" ADD CONSTRAINT "course_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_recommendations" ADD CONSTRAINT "course_recommendations_recommended_by_users_id_fk" FOREIGN KEY ("recommended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_requests" ADD CONSTRAINT "endorsement_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_requests" ADD CONSTRAINT "endorsement_requests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_requests" ADD CONSTRAINT "endorsement_requests_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_recommendations_once" ON "course_recommendations" USING btree ("project_id","course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_recommendations_user_idx" ON "course_recommendations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "endorsement_requests_recipient_idx" ON "endorsement_requests" USING btree ("recipient_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK (type in ('contact-message', 'user-import', 'course-assigned', 'course-due-soon', 'quiz-graded', 'assignment-created', 'assignment-removed', 'project-overdue', 'course-completed', 'quiz-needs-grading', 'password-changed', 'course-recommended', 'endorsement-requested'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('contact-message', 'user-import', 'course-assigned', 'course-due-soon', 'quiz-graded', 'assignment-created', 'assignment-removed', 'project-overdue', 'course-completed', 'quiz-needs-grading', 'password-changed', 'course-recommended', 'endorsement-requested'));