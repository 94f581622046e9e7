CREATE TABLE "forum_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"space_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_space_id_forum_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."forum_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_images_file_key" ON "forum_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "forum_images_unposted_idx" ON "forum_images" USING btree ("created_at") WHERE "forum_images"."posted_at" is null;