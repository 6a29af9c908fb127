CREATE TABLE "brief_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brief_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"role" text DEFAULT 'viewer' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brief_collaborators_role_check" CHECK ("brief_collaborators"."role" in ('viewer', 'editor')),
	CONSTRAINT "brief_collaborators_status_check" CHECK ("brief_collaborators"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "brief_reads" (
	"brief_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brief_reads_brief_id_user_id_pk" PRIMARY KEY("brief_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"brand_line" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT 'both' NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hooks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"beats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"drafted_from" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"access_level" text DEFAULT 'private' NOT NULL,
	"share_token" text,
	"public_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefs_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "briefs_public_slug_unique" UNIQUE("public_slug"),
	CONSTRAINT "briefs_access_level_check" CHECK ("briefs"."access_level" in ('private', 'link_only', 'public')),
	CONSTRAINT "briefs_platform_check" CHECK ("briefs"."platform" in ('instagram', 'tiktok', 'both')),
	CONSTRAINT "briefs_share_state_check" CHECK (("briefs"."access_level" = 'link_only') = ("briefs"."share_token" is not null) and ("briefs"."access_level" = 'public') = ("briefs"."public_slug" is not null))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brief_id" uuid,
	"swipefile_id" uuid,
	"saved_video_id" uuid,
	"anchor_kind" text NOT NULL,
	"anchor_item" text,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_one_parent_check" CHECK (("comments"."brief_id" is null) <> ("comments"."swipefile_id" is null)),
	CONSTRAINT "comments_anchor_kind_check" CHECK ("comments"."anchor_kind" in ('brief', 'hook', 'beat', 'shot', 'video', 'saved_video')),
	CONSTRAINT "comments_saved_video_check" CHECK (("comments"."anchor_kind" = 'saved_video') = ("comments"."saved_video_id" is not null) and ("comments"."saved_video_id" is null or "comments"."swipefile_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "brief_collaborators" ADD CONSTRAINT "brief_collaborators_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_collaborators" ADD CONSTRAINT "brief_collaborators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_collaborators" ADD CONSTRAINT "brief_collaborators_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_reads" ADD CONSTRAINT "brief_reads_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_reads" ADD CONSTRAINT "brief_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_swipefile_id_swipefiles_id_fk" FOREIGN KEY ("swipefile_id") REFERENCES "public"."swipefiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_saved_video_id_saved_videos_id_fk" FOREIGN KEY ("saved_video_id") REFERENCES "public"."saved_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brief_collaborators_address_idx" ON "brief_collaborators" USING btree ("brief_id","email");--> statement-breakpoint
CREATE INDEX "brief_collaborators_user_idx" ON "brief_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brief_collaborators_email_idx" ON "brief_collaborators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "briefs_user_idx" ON "briefs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "comments_brief_idx" ON "comments" USING btree ("brief_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_swipefile_idx" ON "comments" USING btree ("swipefile_id","created_at");