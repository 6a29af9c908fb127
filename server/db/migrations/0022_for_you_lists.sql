CREATE TABLE "for_you_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"inputs" text NOT NULL,
	"list" jsonb NOT NULL,
	"ranked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "for_you_pending" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "for_you_lists" ADD CONSTRAINT "for_you_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "for_you_pending_since_idx" ON "for_you_pending" USING btree ("since");--> statement-breakpoint
-- A user's For you list is worked out again when their saves change (and, in a cold start, their follows):
-- a trigger rather than the writers, so a save through any instance, the command line or psql counts
-- (server/feed/for-you-ahead.ts takes the rows). One row per user: a later change moves it back.
CREATE FUNCTION hookshelf_for_you_pending_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO for_you_pending (user_id, since)
    SELECT DISTINCT user_id, now() FROM changed_rows
    ON CONFLICT (user_id) DO UPDATE SET since = excluded.since;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER for_you_saves_added AFTER INSERT ON "saved_videos"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_for_you_pending_added();
--> statement-breakpoint
CREATE TRIGGER for_you_saves_removed AFTER DELETE ON "saved_videos"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_for_you_pending_added();
--> statement-breakpoint
CREATE TRIGGER for_you_follows_added AFTER INSERT ON "follows"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_for_you_pending_added();
--> statement-breakpoint
CREATE TRIGGER for_you_follows_changed AFTER UPDATE ON "follows"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_for_you_pending_added();
--> statement-breakpoint
CREATE TRIGGER for_you_follows_removed AFTER DELETE ON "follows"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_for_you_pending_added();
