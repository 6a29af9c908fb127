ALTER TABLE "swipefile_collaborators" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
-- Shares accepted before this column existed were already listed under Shared: not new to anyone.
UPDATE "swipefile_collaborators" SET "seen_at" = "updated_at" WHERE "status" = 'accepted';--> statement-breakpoint
-- An invitation counts at once for an address that has an account (DECISIONS.md 17 as issue 31 reads it):
-- those sent before that rule, left pending until a sign-in, become the account's now (and are new to it).
UPDATE "swipefile_collaborators" AS c
SET "status" = 'accepted', "user_id" = u."id", "updated_at" = now()
FROM "user" AS u
WHERE c."status" = 'pending' AND c."email" = lower(u."email");
