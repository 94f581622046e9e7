CREATE TABLE "attempt_questions" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid,
	"question_version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"display" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"response" jsonb,
	"flagged" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone,
	"state" text,
	"score" numeric(7, 2),
	"grader_comment" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	CONSTRAINT "attempt_questions_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'in-progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"closed_by" text,
	"max_score" numeric(9, 2) NOT NULL,
	"score" numeric(9, 2),
	"percent" numeric(5, 2),
	"passed" boolean,
	"gradings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_questions_question_idx" ON "attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_key" ON "quiz_attempts" USING btree ("quiz_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_key" ON "quiz_attempts" USING btree ("quiz_id","user_id") WHERE "quiz_attempts"."state" = 'in-progress';--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id");