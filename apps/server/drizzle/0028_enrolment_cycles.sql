CREATE TABLE "enrolment_cycles" (
	"enrolment_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_cycles_enrolment_id_cycle_pk" PRIMARY KEY("enrolment_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "lesson_completion_history" (
	"enrolment_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_completion_history_enrolment_id_cycle_lesson_id_pk" PRIMARY KEY("enrolment_id","cycle","lesson_id")
);
--> statement-breakpoint
DROP INDEX "certificates_enrolment_key";--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "renews_id" uuid;--> statement-breakpoint
ALTER TABLE "enrolment_cycles" ADD CONSTRAINT "enrolment_cycles_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completion_history" ADD CONSTRAINT "lesson_completion_history_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completion_history" ADD CONSTRAINT "lesson_completion_history_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_completion_history_lesson_idx" ON "lesson_completion_history" USING btree ("lesson_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_renews_id_certificates_id_fk" FOREIGN KEY ("renews_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrolment_cycle_key" ON "certificates" USING btree ("enrolment_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_renews_key" ON "certificates" USING btree ("renews_id");