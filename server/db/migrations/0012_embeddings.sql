CREATE TABLE "embedding_job" (
	"id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"message" text,
	"error" text,
	"model" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "embedding_job_single_row" CHECK ("embedding_job"."id" = 1),
	CONSTRAINT "embedding_job_state" CHECK ("embedding_job"."state" IN ('idle', 'running', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "video_embeddings" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"dimension" integer NOT NULL,
	"text_hash" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_embeddings_vector_size" CHECK (octet_length("video_embeddings"."vector") = 4 * "video_embeddings"."dimension")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "embedding_source_hash" text GENERATED ALWAYS AS (md5(
  coalesce(simple_description, '') || chr(31) || coalesce(author_username, '') || chr(31) || coalesce(overview, '') || chr(31) ||
  hookshelf_words(simple_outline) || chr(31) || coalesce(caption, '') || chr(31) || coalesce(video_format, '') || chr(31) ||
  hookshelf_words(topics) || chr(31) || hookshelf_words(concepts) || chr(31) || hookshelf_words(elements) || chr(31) ||
  hookshelf_words(account_types) || chr(31) || hookshelf_words(organizational_tags))) STORED;--> statement-breakpoint
ALTER TABLE "video_embeddings" ADD CONSTRAINT "video_embeddings_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;