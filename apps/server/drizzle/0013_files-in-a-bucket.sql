CREATE TABLE "removed_file_objects" (
	"object_key" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "object_key" text;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know triggers): every deletion of a file whose bytes are in the bucket,
-- by whatever code, leaves its key for files.ts to remove from the bucket once the deletion has committed.
CREATE FUNCTION "files_object_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "removed_file_objects" ("object_key") VALUES (OLD."object_key") ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "files_object_removed" AFTER DELETE ON "files" FOR EACH ROW WHEN (OLD."object_key" IS NOT NULL)
	EXECUTE FUNCTION "files_object_removed"();
