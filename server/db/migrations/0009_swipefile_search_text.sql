ALTER TABLE "videos" ADD COLUMN "swipefile_search_text" text GENERATED ALWAYS AS (lower(
  coalesce(simple_description, '') || ' ' || coalesce(author_username, '') || ' ' || coalesce(overview, '') || ' ' ||
  coalesce(caption, '') || ' ' || coalesce(hook_title_content, '') || ' ' || coalesce(hook_verbal_content, '') || ' ' ||
  coalesce(hook_visual_content, '') || ' ' || hookshelf_words(tag_keys))) STORED;