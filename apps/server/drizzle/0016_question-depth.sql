CREATE UNIQUE INDEX "questions_id_number_key" ON "questions" USING btree ("course_id",("definition"->>'idNumber')) WHERE "questions"."definition"->>'idNumber' <> '';--> statement-breakpoint
-- Questions written before issue 23 get the fields the definition now always has (ADR 0051): an empty id number,
-- no partly right answers, numbers worth 100% without feedback, no units, the ordering grading they were graded by.
-- The bank's questions and the copies attempts hold alike.
UPDATE "questions" SET "definition" = '{"idNumber": ""}'::jsonb || "definition" WHERE NOT "definition" ? 'idNumber';
--> statement-breakpoint
UPDATE "attempt_questions" SET "definition" = '{"idNumber": ""}'::jsonb || "definition" WHERE NOT "definition" ? 'idNumber';
--> statement-breakpoint
UPDATE "questions" SET "definition" = '{"partialAnswers": []}'::jsonb || "definition"
  WHERE "definition"->>'type' = 'short-answer' AND NOT "definition" ? 'partialAnswers';
--> statement-breakpoint
UPDATE "attempt_questions" SET "definition" = '{"partialAnswers": []}'::jsonb || "definition"
  WHERE "definition"->>'type' = 'short-answer' AND NOT "definition" ? 'partialAnswers';
--> statement-breakpoint
UPDATE "questions" SET "definition" = '{"grading": "relative-next-exclude-last"}'::jsonb || "definition"
  WHERE "definition"->>'type' = 'ordering' AND NOT "definition" ? 'grading';
--> statement-breakpoint
UPDATE "attempt_questions" SET "definition" = '{"grading": "relative-next-exclude-last"}'::jsonb || "definition"
  WHERE "definition"->>'type' = 'ordering' AND NOT "definition" ? 'grading';
--> statement-breakpoint
UPDATE "questions" SET "definition" = jsonb_set(
    '{"units": [], "unitGrading": "optional", "unitPenalty": 10}'::jsonb || "definition",
    '{answers}',
    (SELECT coalesce(jsonb_agg('{"weight": 100, "feedback": ""}'::jsonb || a ORDER BY n), '[]'::jsonb)
       FROM jsonb_array_elements("definition"->'answers') WITH ORDINALITY AS e(a, n)))
  WHERE "definition"->>'type' = 'numerical' AND NOT "definition" ? 'units';
--> statement-breakpoint
UPDATE "attempt_questions" SET "definition" = jsonb_set(
    '{"units": [], "unitGrading": "optional", "unitPenalty": 10}'::jsonb || "definition",
    '{answers}',
    (SELECT coalesce(jsonb_agg('{"weight": 100, "feedback": ""}'::jsonb || a ORDER BY n), '[]'::jsonb)
       FROM jsonb_array_elements("definition"->'answers') WITH ORDINALITY AS e(a, n)))
  WHERE "definition"->>'type' = 'numerical' AND NOT "definition" ? 'units';
