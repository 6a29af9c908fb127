CREATE TABLE "library_arrivals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"change_id" uuid NOT NULL,
	"source" text NOT NULL,
	"video_ids" bigint[] NOT NULL,
	"merge" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "library_arrivals_source" CHECK ("library_arrivals"."source" IN ('import', 'admin', 'merge'))
);
--> statement-breakpoint
CREATE TABLE "notification_follows" (
	"change_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_follows_change_id_key_pk" PRIMARY KEY("change_id","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"source" text NOT NULL,
	"video_count" integer NOT NULL,
	"video_ids" bigint[] NOT NULL,
	"follows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_user_id_change_id_pk" PRIMARY KEY("user_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "worker_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_arrivals_pending_idx" ON "library_arrivals" USING btree ("id") WHERE "library_arrivals"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "library_arrivals_done_idx" ON "library_arrivals" USING btree ("done_at");--> statement-breakpoint
CREATE INDEX "notification_follows_created_at_idx" ON "notification_follows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("kind",lower("value"));