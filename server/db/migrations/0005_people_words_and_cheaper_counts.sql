CREATE TABLE "people_words" (
	"word" text PRIMARY KEY NOT NULL,
	"people" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "follows_following_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_skills_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_user_created_idx";--> statement-breakpoint
CREATE INDEX "people_words_trgm_idx" ON "people_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_settings_private_idx" ON "user_settings" USING btree ("user_id") WHERE not public_profile;--> statement-breakpoint
CREATE INDEX "follows_following_follower_idx" ON "follows" USING btree ("following_id","follower_id");--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE status = 'banned' or banned_at is not null;--> statement-breakpoint
CREATE INDEX "projects_user_created_idx" ON "projects" USING btree ("user_id","created_at" DESC NULLS LAST,"listed");--> statement-breakpoint
-- Altered rather than rebuilt (a rebuild takes minutes on a large site); the entries already pending
-- are moved into the index at once.
ALTER INDEX "projects_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('projects_search_idx');
--> statement-breakpoint
-- The words of a person a misspelled search is corrected against: name, title and skills, split and
-- lowercased as the 'simple' text search configuration does (as users.search_vector does for names).
CREATE OR REPLACE FUNCTION shipyard_people_words(first_name text, last_name text, title text, skills text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(title, '') || ' ' || shipyard_join_text(skills))) WHERE char_length(lexeme) <= 40 ORDER BY lexeme $$;
--> statement-breakpoint
-- Keeps people_words.people right as people join, change those fields and leave. Words are taken in
-- order, so two registrations sharing words lock them in the same order.
CREATE OR REPLACE FUNCTION shipyard_people_words_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO people_words (word, people)
      SELECT w, 1 FROM shipyard_people_words(NEW.first_name, NEW.last_name, NEW.title, NEW.skills) AS w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET people = people_words.people + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE people_words SET people = people - 1
      WHERE word IN (SELECT shipyard_people_words(OLD.first_name, OLD.last_name, OLD.title, OLD.skills));
  ELSE
    UPDATE people_words SET people = people - 1
      WHERE word IN (SELECT shipyard_people_words(OLD.first_name, OLD.last_name, OLD.title, OLD.skills)
                     EXCEPT SELECT shipyard_people_words(NEW.first_name, NEW.last_name, NEW.title, NEW.skills));
    INSERT INTO people_words (word, people)
      SELECT w, 1 FROM (SELECT shipyard_people_words(NEW.first_name, NEW.last_name, NEW.title, NEW.skills) AS w
                        EXCEPT SELECT shipyard_people_words(OLD.first_name, OLD.last_name, OLD.title, OLD.skills)) AS added ORDER BY w
      ON CONFLICT (word) DO UPDATE SET people = people_words.people + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_people_words AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, title, skills ON users
  FOR EACH ROW EXECUTE FUNCTION shipyard_people_words_changed();
--> statement-breakpoint
-- Counts every word again from scratch: here for the people already registered, and after a bulk
-- load that ran with the trigger disabled (bench/seed.ts).
CREATE OR REPLACE FUNCTION shipyard_recount_people_words() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM people_words;
    INSERT INTO people_words (word, people)
      SELECT w, count(*)::int FROM users, shipyard_people_words(first_name, last_name, title, skills) AS w GROUP BY w;
  $$;
--> statement-breakpoint
SELECT shipyard_recount_people_words();
