CREATE TABLE "activity_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "activity_counts_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "activity_people" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"origin" date NOT NULL,
	"days" bit varying NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_people" ADD CONSTRAINT "activity_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The roll-ups of the activity recorded before them (ADR 0071, addendum of stop 48): each person's active days as
-- bits from their first, the events per day and kind, and the people active per day, week and month.
INSERT INTO "activity_people" ("user_id", "origin", "days")
SELECT p."user_id", p."origin",
       (SELECT string_agg(CASE WHEN d."day" IS NULL THEN '0' ELSE '1' END, '' ORDER BY g.day)
        FROM generate_series(p."origin", p."last", interval '1 day') AS g(day)
        LEFT JOIN "activity_days" d ON d."user_id" = p."user_id" AND d."day" = g.day::date)::varbit
FROM (SELECT "user_id", min("day") AS "origin", max("day") AS "last" FROM "activity_days" GROUP BY "user_id") AS p;--> statement-breakpoint
INSERT INTO "activity_counts" ("day", "kind", "n")
SELECT ("at" AT TIME ZONE 'UTC')::date, "kind", count(*)::int FROM "activity_events" GROUP BY 1, 2
UNION ALL
SELECT "day", 'active-day', count(*)::int FROM "activity_days" GROUP BY 1
UNION ALL
SELECT date_trunc('week', "day"::timestamp)::date, 'active-week', count(DISTINCT "user_id")::int FROM "activity_days" GROUP BY 1
UNION ALL
SELECT date_trunc('month', "day"::timestamp)::date, 'active-month', count(DISTINCT "user_id")::int FROM "activity_days" GROUP BY 1;
