-- Decision 0015: an account is established once any of its addresses has been verified. Every
-- existing row is taken as established, verified by the time of this migration: a non-volatile
-- default is stored once in the catalogue, not written into each row, so this costs no rewrite of
-- the table. New rows get no default.
ALTER TABLE "users" ADD COLUMN "first_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "first_verified_at" DROP DEFAULT;--> statement-breakpoint
-- Then the accounts that never verified lose it: unverified, with no sign of ever having been signed
-- in. Signing in needs a verified address, so an unverified account with such a sign changed its
-- address after verifying the old one. The signs are what only a session can leave behind, or a
-- link sent to an address the account no longer uses.
UPDATE "users" SET "first_verified_at" = NULL
  WHERE NOT "email_verified"
    AND NOT EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "account_tokens" WHERE "account_tokens"."user_id" = "users"."id" AND "account_tokens"."email" <> "users"."email")
    AND NOT EXISTS (SELECT 1 FROM "projects" WHERE "projects"."user_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "comments" WHERE "comments"."user_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "project_likes" WHERE "project_likes"."user_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "follows" WHERE "follows"."follower_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "uploads" WHERE "uploads"."user_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "messages" WHERE "messages"."sender_id" = "users"."id")
    AND NOT EXISTS (SELECT 1 FROM "user_settings" WHERE "user_settings"."user_id" = "users"."id");
--> statement-breakpoint
-- Stamps the first verification in the database, so every writer (verification, password reset,
-- seeds, bulk loads, tests) keeps the rule without having to know it.
CREATE OR REPLACE FUNCTION shipyard_first_verification() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.first_verified_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_first_verification BEFORE INSERT OR UPDATE OF email_verified ON users
  FOR EACH ROW WHEN (NEW.email_verified AND NEW.first_verified_at IS NULL)
  EXECUTE FUNCTION shipyard_first_verification();
--> statement-breakpoint
-- The misspelling vocabulary counts established people only: names chosen by accounts nobody
-- verified must not steer corrections. As in 0005, with a never-verified row's words counting as
-- none: the first verification adds them.
CREATE OR REPLACE FUNCTION shipyard_people_words_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  -- Nested, not AND-ed: PL/pgSQL does not promise to skip OLD on an INSERT.
  IF TG_OP <> 'INSERT' THEN
    IF OLD.first_verified_at IS NOT NULL THEN
      old_words := ARRAY(SELECT shipyard_people_words(OLD.first_name, OLD.last_name, OLD.title, OLD.skills));
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.first_verified_at IS NOT NULL THEN
      new_words := ARRAY(SELECT shipyard_people_words(NEW.first_name, NEW.last_name, NEW.title, NEW.skills));
    END IF;
  END IF;
  UPDATE people_words SET people = people - 1
    WHERE word IN (SELECT unnest(old_words) EXCEPT SELECT unnest(new_words));
  INSERT INTO people_words (word, people)
    SELECT w, 1 FROM (SELECT unnest(new_words) AS w EXCEPT SELECT unnest(old_words)) AS added ORDER BY w
    ON CONFLICT (word) DO UPDATE SET people = people_words.people + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Column lists name what the statement sets, not what a BEFORE trigger changes: email_verified is
-- listed for the stamp users_first_verification adds.
DROP TRIGGER users_people_words ON users;
--> statement-breakpoint
CREATE TRIGGER users_people_words AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, title, skills, email_verified, first_verified_at ON users
  FOR EACH ROW EXECUTE FUNCTION shipyard_people_words_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipyard_recount_people_words() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM people_words;
    INSERT INTO people_words (word, people)
      SELECT w, count(*)::int FROM users, shipyard_people_words(first_name, last_name, title, skills) AS w
      WHERE first_verified_at IS NOT NULL GROUP BY w;
  $$;
--> statement-breakpoint
-- Counted again under the new rule (as 0005 did: about a second per 100,000 people).
SELECT shipyard_recount_people_words();
