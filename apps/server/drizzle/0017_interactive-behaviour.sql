ALTER TABLE "attempt_questions" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD COLUMN "checked_response" jsonb;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD COLUMN "finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "behaviour" text DEFAULT 'deferred' NOT NULL;--> statement-breakpoint
-- Questions written before the interactive behaviour get the fields the definition now always has (ADR 0056): no
-- feedback by result, no hints, Moodle's default penalty. The bank's questions and the copies attempts hold alike.
UPDATE "questions" SET "definition" = '{"correctFeedback": "", "partialFeedback": "", "incorrectFeedback": "", "hints": [], "penalty": 33.33333}'::jsonb || "definition" WHERE NOT "definition" ? 'penalty';
--> statement-breakpoint
UPDATE "attempt_questions" SET "definition" = '{"correctFeedback": "", "partialFeedback": "", "incorrectFeedback": "", "hints": [], "penalty": 33.33333}'::jsonb || "definition" WHERE NOT "definition" ? 'penalty';
