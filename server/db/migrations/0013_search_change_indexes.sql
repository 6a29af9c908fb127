CREATE INDEX "video_embeddings_embedded_at_idx" ON "video_embeddings" USING btree ("embedded_at");--> statement-breakpoint
CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");