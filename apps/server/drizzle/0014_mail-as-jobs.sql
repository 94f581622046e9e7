-- Mail becomes jobs (ADR 0038): each mail still to be sent moves onto the job queue as the mailer now stores it,
-- a `mail.send` job (same id, attempts, due time and last error; its dedupe key in the mail namespace).
INSERT INTO "jobs" ("id", "kind", "payload", "status", "attempts", "max_attempts", "run_at", "last_error", "dedupe_key", "created_at")
SELECT "id", 'mail.send',
	jsonb_strip_nulls(jsonb_build_object('to', "to", 'subject', "subject", 'text', "text", 'html', "html", 'replyTo', "reply_to")),
	'pending', "attempts", 8, "next_attempt_at", "last_error", 'mail:' || "dedupe_key", "created_at"
FROM "mail_outbox"
WHERE "status" = 'pending'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;--> statement-breakpoint
-- The catalogue's and the inbox's audit entries are written in the change's own transaction now: an entry still
-- waiting as a job of the old durable subscribers is written here, at the time of its change, and the job goes.
INSERT INTO "audit_log" ("at", "actor_id", "actor_name", "action", "target_type", "target_id", "target_label", "details")
SELECT j."created_at", (j."payload"->>'actorId')::uuid, u."name",
	(CASE WHEN j."kind" = 'technology.changed>audit' THEN 'technology.' ELSE 'course-category.' END) ||
		(CASE j."payload"->>'action' WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' WHEN 'delete' THEN 'deleted' ELSE 'reordered' END),
	(CASE WHEN j."kind" = 'technology.changed>audit' THEN 'technology' ELSE 'course-category' END),
	coalesce(j."payload"->>'technologyId', j."payload"->>'categoryId'),
	j."payload"->>'name',
	(CASE WHEN j."payload"->>'status' IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('status', j."payload"->'status') END)
FROM "jobs" j
LEFT JOIN "users" u ON u."id"::text = j."payload"->>'actorId'
WHERE j."kind" IN ('technology.changed>audit', 'course-category.changed>audit') AND j."status" IN ('pending', 'running');--> statement-breakpoint
INSERT INTO "audit_log" ("at", "actor_id", "actor_name", "action", "target_type", "target_id", "target_label", "details")
SELECT j."created_at", (j."payload"->>'actorId')::uuid, u."name",
	(CASE WHEN (j."payload"->>'read')::boolean THEN 'contact-message.marked-read' ELSE 'contact-message.marked-unread' END),
	'contact-message',
	j."payload"->>'messageId',
	m."subject" || ' (' || m."name" || ' <' || m."email" || '>)',
	'{}'::jsonb
FROM "jobs" j
LEFT JOIN "users" u ON u."id"::text = j."payload"->>'actorId'
LEFT JOIN "contact_messages" m ON m."id"::text = j."payload"->>'messageId'
WHERE j."kind" = 'contact-message.read-changed>audit' AND j."status" IN ('pending', 'running');--> statement-breakpoint
DELETE FROM "jobs"
WHERE "kind" IN ('technology.changed>audit', 'course-category.changed>audit', 'contact-message.read-changed>audit')
	AND "status" IN ('pending', 'running');
