CREATE TABLE "course_outcomes" (
	"course_id" uuid NOT NULL,
	"technology_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"requires_pass" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_outcomes_course_id_technology_id_pk" PRIMARY KEY("course_id","technology_id"),
	CONSTRAINT "course_outcomes_level_check" CHECK ("course_outcomes"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "skill_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"technology_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"source_key" text NOT NULL,
	"made_by" uuid,
	"source_type" text,
	"source_id" uuid,
	"source_label" text,
	"note" text DEFAULT '' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" date,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawn_reason" text,
	CONSTRAINT "skill_claims_level_check" CHECK ("skill_claims"."level" between 1 and 5),
	CONSTRAINT "skill_claims_withdrawal_check" CHECK (("skill_claims"."withdrawn_at" is null) = ("skill_claims"."withdrawn_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD COLUMN "verified_level" smallint;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD COLUMN "basis" text DEFAULT 'rated' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD COLUMN "basis_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD COLUMN "endorsements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD COLUMN "next_expiry" date;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_claims" ADD CONSTRAINT "skill_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_claims" ADD CONSTRAINT "skill_claims_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_claims" ADD CONSTRAINT "skill_claims_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_claims" ADD CONSTRAINT "skill_claims_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_outcomes_tech_idx" ON "course_outcomes" USING btree ("technology_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_claims_source_key" ON "skill_claims" USING btree ("user_id","technology_id","kind","source_key");--> statement-breakpoint
CREATE INDEX "skill_claims_source_idx" ON "skill_claims" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "skill_claims_expiry_idx" ON "skill_claims" USING btree ("valid_until") WHERE "skill_claims"."valid_until" is not null and "skill_claims"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_basis_claim_id_skill_claims_id_fk" FOREIGN KEY ("basis_claim_id") REFERENCES "public"."skill_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_skills_expiry_idx" ON "employee_skills" USING btree ("next_expiry") WHERE "employee_skills"."next_expiry" is not null;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_verified_check" CHECK ("employee_skills"."verified_level" is null or "employee_skills"."verified_level" between 1 and 5);--> statement-breakpoint
-- Each level set before skills had evidence becomes a rating no one signed (ADR 0059: 'legacy', replaced by the
-- next rating of that skill), and the derived row points at it.
INSERT INTO "skill_claims" ("user_id", "technology_id", "kind", "level", "source_key", "claimed_at")
SELECT "user_id", "technology_id", 'manager-rated', "level", 'legacy', now() FROM "employee_skills";--> statement-breakpoint
UPDATE "employee_skills" es SET "basis" = 'rated', "basis_claim_id" = c."id"
FROM "skill_claims" c
WHERE c."user_id" = es."user_id" AND c."technology_id" = es."technology_id" AND c."source_key" = 'legacy';
