-- The learning the analytics count from now on (ADR 0071, addendum of stop 48): a learner enrolling themselves, a
-- course assigned, a course completed. What the enrolments recorded before is back-filled at its own times (the
-- current round of each enrolment; earlier rounds' completions are not). An assignment is not the learner's own
-- activity, and the back-fill marks no active days: those come from what people did.
INSERT INTO "activity_events" ("at", "user_id", "kind", "course_id", "subject_id")
SELECT "enrolled_at", "user_id", 'enrolled', "course_id", "id" FROM "enrolments" WHERE "source" = 'self'
UNION ALL
SELECT "assigned_at", "user_id", 'assigned', "course_id", "id" FROM "enrolments" WHERE "assigned_at" IS NOT NULL
UNION ALL
SELECT "completed_at", "user_id", 'course-completed', "course_id", "id" FROM "enrolments" WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "activity_counts" ("day", "kind", "n")
SELECT ("at" AT TIME ZONE 'UTC')::date, "kind", count(*)::int FROM "activity_events"
WHERE "kind" IN ('enrolled', 'assigned', 'course-completed')
GROUP BY 1, 2
ON CONFLICT ("day", "kind") DO UPDATE SET "n" = "activity_counts"."n" + excluded."n";
