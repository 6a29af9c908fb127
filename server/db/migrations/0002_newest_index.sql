DROP INDEX "videos_newest_idx";--> statement-breakpoint
CREATE INDEX "videos_newest_idx" ON "videos" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);