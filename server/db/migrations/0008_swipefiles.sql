CREATE TABLE "saved_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swipefile_id" uuid NOT NULL,
	"video_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swipefile_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swipefile_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"role" text DEFAULT 'viewer' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipefile_collaborators_role_check" CHECK ("swipefile_collaborators"."role" in ('viewer', 'editor')),
	CONSTRAINT "swipefile_collaborators_status_check" CHECK ("swipefile_collaborators"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "swipefiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"access_level" text DEFAULT 'private' NOT NULL,
	"share_token" text,
	"public_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipefiles_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "swipefiles_public_slug_unique" UNIQUE("public_slug"),
	CONSTRAINT "swipefiles_access_level_check" CHECK ("swipefiles"."access_level" in ('private', 'link_only', 'public')),
	CONSTRAINT "swipefiles_share_state_check" CHECK (("swipefiles"."access_level" = 'link_only') = ("swipefiles"."share_token" is not null) and ("swipefiles"."access_level" = 'public') = ("swipefiles"."public_slug" is not null))
);
--> statement-breakpoint
-- Swipefile ids became UUIDs (issue 15); no swipefile existed before, so an old number meant nothing.
ALTER TABLE "events" ALTER COLUMN "swipefile_id" SET DATA TYPE uuid USING NULL;--> statement-breakpoint
ALTER TABLE "saved_videos" ADD CONSTRAINT "saved_videos_swipefile_id_swipefiles_id_fk" FOREIGN KEY ("swipefile_id") REFERENCES "public"."swipefiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_videos" ADD CONSTRAINT "saved_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_videos" ADD CONSTRAINT "saved_videos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipefile_collaborators" ADD CONSTRAINT "swipefile_collaborators_swipefile_id_swipefiles_id_fk" FOREIGN KEY ("swipefile_id") REFERENCES "public"."swipefiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipefile_collaborators" ADD CONSTRAINT "swipefile_collaborators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipefile_collaborators" ADD CONSTRAINT "swipefile_collaborators_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipefiles" ADD CONSTRAINT "swipefiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_videos_swipefile_video_idx" ON "saved_videos" USING btree ("swipefile_id","video_id");--> statement-breakpoint
CREATE INDEX "saved_videos_swipefile_saved_at_idx" ON "saved_videos" USING btree ("swipefile_id","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_videos_user_video_idx" ON "saved_videos" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swipefile_collaborators_address_idx" ON "swipefile_collaborators" USING btree ("swipefile_id","email");--> statement-breakpoint
CREATE INDEX "swipefile_collaborators_user_idx" ON "swipefile_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "swipefile_collaborators_email_idx" ON "swipefile_collaborators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "swipefiles_user_idx" ON "swipefiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swipefiles_one_default_idx" ON "swipefiles" USING btree ("user_id") WHERE "swipefiles"."is_default";