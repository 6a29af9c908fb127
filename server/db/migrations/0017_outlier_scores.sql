CREATE TABLE "video_outlier_scores" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"score" double precision,
	"basis" text,
	CONSTRAINT "video_outlier_scores_basis" CHECK ("video_outlier_scores"."basis" IN ('author', 'format')),
	CONSTRAINT "video_outlier_scores_score_has_basis" CHECK (("video_outlier_scores"."score" IS NULL) = ("video_outlier_scores"."basis" IS NULL))
);
--> statement-breakpoint
DROP INDEX "videos_format_idx";--> statement-breakpoint
ALTER TABLE "video_outlier_scores" ADD CONSTRAINT "video_outlier_scores_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_author_idx" ON "videos" USING btree ("author_username","views","id");--> statement-breakpoint
CREATE INDEX "videos_format_idx" ON "videos" USING btree ("video_format","views");