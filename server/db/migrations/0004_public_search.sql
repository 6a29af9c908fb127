-- array_to_string is only STABLE (it may call any element type's output function); for text[] it
-- depends on nothing but its input, so this wrapper may be IMMUTABLE and used in a generated column.
CREATE OR REPLACE FUNCTION hookshelf_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "public_search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(simple_description, '') || ' ' || coalesce(author_username, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(overview, '') || ' ' || hookshelf_words(simple_outline)), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(video_format, '') || ' ' || hookshelf_words(topics) || ' ' || hookshelf_words(concepts) || ' ' || hookshelf_words(elements) || ' ' || hookshelf_words(account_types) || ' ' || hookshelf_words(organizational_tags)), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "videos_public_search_idx" ON "videos" USING gin ("public_search_vector");