-- Search's GIN indexes without a pending list (ADR 0062 addendum): new entries go straight into the index, so a
-- search never reads a list of unsorted entries row by row. The list is flushed once here; autovacuum would
-- otherwise do it, late or (where it is off) never.
ALTER INDEX "users_search_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "projects_search_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "projects_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "courses_search_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "courses_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "user_profiles_headline_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "user_profiles_headline_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('users_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_fts_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('projects_search_fts_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('projects_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('courses_search_fts_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('courses_title_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('user_profiles_headline_fts_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('user_profiles_headline_trgm_idx'::regclass);
