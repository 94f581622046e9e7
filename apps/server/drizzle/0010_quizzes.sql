CREATE TABLE "question_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"category_id" uuid,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	"definition" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_points_check" CHECK ("questions"."points" > 0 and "questions"."points" <= 100),
	CONSTRAINT "questions_type_matches" CHECK ("questions"."definition"->>'type' = "questions"."type")
);
--> statement-breakpoint
CREATE TABLE "quiz_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid,
	"category_id" uuid,
	"count" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "quiz_slots_kind_check" CHECK (("quiz_slots"."question_id" is null) <> ("quiz_slots"."category_id" is null)),
	CONSTRAINT "quiz_slots_count_check" CHECK ("quiz_slots"."count" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_limit_minutes" integer,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"attempts_allowed" smallint,
	"grading_method" text DEFAULT 'highest' NOT NULL,
	"pass_mark" numeric(5, 2) DEFAULT 50 NOT NULL,
	"review" text DEFAULT 'after-submit' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"layout" text DEFAULT 'one-per-page' NOT NULL,
	"required_to_complete_lesson" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_window_check" CHECK ("quizzes"."closes_at" is null or "quizzes"."opens_at" is null or "quizzes"."closes_at" > "quizzes"."opens_at"),
	CONSTRAINT "quizzes_pass_mark_check" CHECK ("quizzes"."pass_mark" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_categories_course_name_key" ON "question_categories" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "questions_course_idx" ON "questions" USING btree ("course_id","updated_at");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_slots_position_key" ON "quiz_slots" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_slots_question_idx" ON "quiz_slots" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_slots_category_idx" ON "quiz_slots" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "quizzes_lesson_idx" ON "quizzes" USING btree ("lesson_id","position");