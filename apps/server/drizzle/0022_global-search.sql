CREATE INDEX "users_name_fts_idx" ON "users" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_fts_idx" ON "projects" USING gin (to_tsvector('simple', "name" || ' ' || "short_description"));--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_fts_idx" ON "courses" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_headline_fts_idx" ON "user_profiles" USING gin (to_tsvector('simple', "headline"));--> statement-breakpoint
CREATE INDEX "user_profiles_headline_trgm_idx" ON "user_profiles" USING gin (lower("headline") gin_trgm_ops);