CREATE TABLE "digest_job" (
	"id" integer PRIMARY KEY NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "digest_job_single_row" CHECK ("digest_job"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "digest_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_outbox_frequency" CHECK ("digest_outbox"."frequency" IN ('daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_settings_frequency" CHECK ("digest_settings"."frequency" IN ('off', 'daily', 'weekly')),
	CONSTRAINT "digest_settings_due_when_on" CHECK (("digest_settings"."frequency" = 'off') = ("digest_settings"."next_due_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "digest_outbox" ADD CONSTRAINT "digest_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_settings" ADD CONSTRAINT "digest_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_settings_due_idx" ON "digest_settings" USING btree ("next_due_at") WHERE "digest_settings"."next_due_at" IS NOT NULL;