CREATE TABLE "report_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dashboard" text NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"next_run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_subscriptions_dashboard_check" CHECK (dashboard in ('admin', 'coordinator', 'project-manager')),
	CONSTRAINT "report_subscriptions_frequency_check" CHECK (frequency in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_subscriptions_user_key" ON "report_subscriptions" USING btree ("user_id","dashboard","frequency");--> statement-breakpoint
CREATE INDEX "report_subscriptions_due_idx" ON "report_subscriptions" USING btree ("next_run_at");