CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_kind_check" CHECK ("follows"."kind" in ('topic', 'format', 'concept', 'element', 'account_type', 'creator', 'view', 'search'))
);
--> statement-breakpoint
CREATE TABLE "video_outlier_scores" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"score" double precision,
	"basis" text,
	CONSTRAINT "video_outlier_scores_basis" CHECK ("video_outlier_scores"."basis" IN ('author', 'format')),
	CONSTRAINT "video_outlier_scores_score_has_basis" CHECK (("video_outlier_scores"."score" IS NULL) = ("video_outlier_scores"."basis" IS NULL))
);
--> statement-breakpoint
DROP INDEX "videos_format_idx";--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_outlier_scores" ADD CONSTRAINT "video_outlier_scores_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_same_thing_idx" ON "follows" USING btree ("user_id","kind",lower("value"),"filters");--> statement-breakpoint
CREATE INDEX "videos_author_idx" ON "videos" USING btree ("author_username","views","id","video_format");--> statement-breakpoint
CREATE INDEX "videos_format_idx" ON "videos" USING btree ("video_format","views");