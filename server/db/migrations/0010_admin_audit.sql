CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_aliases" (
	"kind" text NOT NULL,
	"old_name" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_aliases_kind_old_slug_pk" PRIMARY KEY("kind","old_slug")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "visitor_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_aliases_name_idx" ON "taxonomy_aliases" USING btree ("kind",lower("old_name"));--> statement-breakpoint
CREATE INDEX "taxonomy_aliases_target_idx" ON "taxonomy_aliases" USING btree ("kind","target_id");