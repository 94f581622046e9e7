CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"parent_id" uuid,
	"opening" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"endorsed_by" uuid,
	"endorsed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', body)) STORED NOT NULL,
	CONSTRAINT "forum_posts_opening_check" CHECK (not ("forum_posts"."opening" and "forum_posts"."parent_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "forum_reads" (
	"user_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_by" uuid,
	"settled_at" timestamp with time zone,
	CONSTRAINT "forum_reports_state_check" CHECK ("forum_reports"."state" in ('open', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "forum_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"edited_by" uuid,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"course_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_spaces_kind_check" CHECK ("forum_spaces"."kind" in ('general', 'announcements', 'course')),
	CONSTRAINT "forum_spaces_course_check" CHECK (("forum_spaces"."kind" = 'course') = ("forum_spaces"."course_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"accepted_post_id" uuid,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED NOT NULL,
	CONSTRAINT "forum_threads_kind_check" CHECK ("forum_threads"."kind" in ('discussion', 'question'))
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "forum_votes_value_check" CHECK ("forum_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum_watches" (
	"user_id" uuid NOT NULL,
	"thread_id" uuid,
	"space_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_watches_target_check" CHECK (("forum_watches"."thread_id" is null) <> ("forum_watches"."space_id" is null))
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_parent_id_forum_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_endorsed_by_users_id_fk" FOREIGN KEY ("endorsed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_revisions" ADD CONSTRAINT "forum_revisions_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_revisions" ADD CONSTRAINT "forum_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_spaces" ADD CONSTRAINT "forum_spaces_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_space_id_forum_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."forum_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_accepted_post_id_forum_posts_id_fk" FOREIGN KEY ("accepted_post_id") REFERENCES "public"."forum_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_watches" ADD CONSTRAINT "forum_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_watches" ADD CONSTRAINT "forum_watches_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_watches" ADD CONSTRAINT "forum_watches_space_id_forum_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."forum_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_posts_thread_idx" ON "forum_posts" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_parent_idx" ON "forum_posts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_posts_opening_key" ON "forum_posts" USING btree ("thread_id") WHERE "forum_posts"."opening";--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_open_key" ON "forum_reports" USING btree ("post_id","reporter_id") WHERE "forum_reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "forum_reports_queue_idx" ON "forum_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "forum_revisions_post_idx" ON "forum_revisions" USING btree ("post_id","edited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_spaces_course_key" ON "forum_spaces" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "forum_threads_space_activity_idx" ON "forum_threads" USING btree ("space_id","pinned" DESC NULLS LAST,"last_activity_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "forum_threads_space_created_idx" ON "forum_threads" USING btree ("space_id","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "forum_threads_search_idx" ON "forum_threads" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_threads_tags_idx" ON "forum_threads" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_watches_thread_key" ON "forum_watches" USING btree ("thread_id","user_id") WHERE "forum_watches"."thread_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_watches_space_key" ON "forum_watches" USING btree ("space_id","user_id") WHERE "forum_watches"."space_id" is not null;--> statement-breakpoint
CREATE INDEX "forum_watches_user_idx" ON "forum_watches" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "forum_spaces" ("id", "kind") VALUES ('00000000-0000-4000-a000-00000000f001', 'general'), ('00000000-0000-4000-a000-00000000f002', 'announcements') ON CONFLICT DO NOTHING;