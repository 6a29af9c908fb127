CREATE TABLE "thumbnail_variants" (
	"source_hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thumbnail_variants_source_hash_format_width_pk" PRIMARY KEY("source_hash","format","width"),
	CONSTRAINT "thumbnail_variants_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_source" text;