-- Every instance keeps the signed-in caller behind a session (server/auth/viewer-cache.ts) and drops what it
-- keeps when a row it was read from changes: a sign-out or revoked session, a renamed or deleted user, a new
-- tier (an inserted tier row changes a user's tier too; a new session or a new user changes no one kept).
-- A trigger rather than the writers: better-auth, the admin routes, the command line and psql all write them.
CREATE FUNCTION hookshelf_notify_viewers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hookshelf_viewers_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER viewers_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_notify_viewers_changed();
--> statement-breakpoint
CREATE TRIGGER viewers_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_notify_viewers_changed();
--> statement-breakpoint
CREATE TRIGGER viewers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION hookshelf_notify_viewers_changed();
