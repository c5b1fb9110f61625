CREATE TABLE "directory_skill_spellings" (
	"key" text NOT NULL,
	"spelling" text NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_skill_spellings_key_spelling_pk" PRIMARY KEY("key","spelling")
);
--> statement-breakpoint
CREATE TABLE "directory_skills" (
	"key" text PRIMARY KEY NOT NULL,
	"people" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_counters" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"people" bigint DEFAULT 0 NOT NULL,
	"listed_people" bigint DEFAULT 0 NOT NULL,
	"listed_projects" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"skills" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_skills_popular_idx" ON "directory_skills" USING btree ("people" DESC NULLS LAST,"key") WHERE people > 0;--> statement-breakpoint
-- Issue 12: the site's and the directory's totals were counted over every user, project and skill
-- (a second of SQL and a sort spilled to disk at a million projects) each time a process's cached
-- figures expired. They are now moved by triggers with the writes that change them, so reading
-- them is a sum over site_counters' few rows and a look at the first rows of directory_skills.
--
-- Hot rows: every like, comment and listing change moves the totals. One row would make all such
-- transactions queue behind each other until they commit; so the totals are spread over 16 slots,
-- summed when read, and a transaction moves only the slot of its own backend (pg_backend_pid()):
-- concurrent transactions rarely share one, and a transaction never locks two, so two transactions
-- never wait for each other's slots in opposite orders. Measured with pgbench (10 clients, a
-- like-sized transaction on the 100,000-project bench database, 2 cores): one row 310 tps, 16 slots
-- 1,440-1,520, no counters at all 1,680-1,800. The rows are made by the recount below.
CREATE OR REPLACE FUNCTION shipyard_count_site(people_change bigint, listed_people_change bigint, listed_projects_change bigint,
    likes_change bigint, comments_change bigint, skills_change bigint) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE site_counters SET
      people = people + people_change,
      listed_people = listed_people + listed_people_change,
      listed_projects = listed_projects + listed_projects_change,
      likes = likes + likes_change,
      comments = comments + comments_change,
      skills = skills + skills_change
    WHERE slot = pg_backend_pid() % 16
      -- A change that moves no total (new skills, none of them new to the directory) takes no lock.
      AND (people_change, listed_people_change, listed_projects_change, likes_change, comments_change, skills_change)
        IS DISTINCT FROM (0, 0, 0, 0, 0, 0);
  $$;
--> statement-breakpoint
-- Moves the skill counts of the listed people by the skills of one person who stopped being listed
-- (or dropped them: `removed`) and who became listed (or took them up: `added`), one per occurrence,
-- as the count over every person's unnested skills did. Answers how many skills (ignoring case) came
-- into use minus how many went out of it. Rows are locked in key order, as people_words' are.
CREATE OR REPLACE FUNCTION shipyard_count_skills(removed text[], added text[]) RETURNS bigint
  LANGUAGE plpgsql
  AS $$
DECLARE
  in_use_change bigint;
BEGIN
  IF cardinality(removed) = 0 AND cardinality(added) = 0 THEN
    RETURN 0;
  END IF;
  INSERT INTO directory_skill_spellings AS known (key, spelling, people)
    SELECT lower(named), named, sum(change)::int
    FROM (SELECT unnest(removed) AS named, -1 AS change UNION ALL SELECT unnest(added), 1) AS changes
    WHERE named IS NOT NULL
    GROUP BY named HAVING sum(change) <> 0
    ORDER BY lower(named), named
    ON CONFLICT (key, spelling) DO UPDATE SET people = known.people + excluded.people;
  WITH changes AS (
    SELECT lower(named) AS skill, sum(change)::int AS change
    FROM (SELECT unnest(removed) AS named, -1 AS change UNION ALL SELECT unnest(added), 1) AS named_changes
    WHERE named IS NOT NULL
    GROUP BY lower(named) HAVING sum(change) <> 0
  ), moved AS (
    INSERT INTO directory_skills AS known (key, people)
      SELECT skill, change FROM changes ORDER BY skill
      ON CONFLICT (key) DO UPDATE SET people = known.people + excluded.people
      RETURNING known.key AS skill, known.people AS people
  )
  -- A skill's count before this change is its count after it less the change.
  SELECT coalesce(sum(CASE WHEN moved.people > 0 AND moved.people - changes.change <= 0 THEN 1
                           WHEN moved.people <= 0 AND moved.people - changes.change > 0 THEN -1
                           ELSE 0 END), 0)
    INTO in_use_change
    FROM moved JOIN changes USING (skill);
  RETURN in_use_change;
END $$;
--> statement-breakpoint
-- A person counts on the site when shown to others (shownToOthers: verified once, not banned), and
-- in the directory, with their skills, when also not private (listedInDirectory: no user_settings
-- row with public_profile off). Each trigger computes what one row counted before and after a
-- change. A single statement that wrote both a person and their settings (a data-modifying WITH)
-- would read the other table after both changes and count wrong: no writer does that (the bench
-- seed loads with these triggers off and recounts).
CREATE OR REPLACE FUNCTION shipyard_person_counted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  person_id text;
  was_shown boolean := false;
  is_shown boolean := false;
  is_private boolean;
  old_skills text[] := '{}';
  new_skills text[] := '{}';
BEGIN
  -- Nested, not AND-ed: PL/pgSQL does not promise to skip OLD on an INSERT.
  IF TG_OP <> 'INSERT' THEN
    person_id := OLD.id;
    was_shown := OLD.status <> 'banned' AND OLD.banned_at IS NULL AND OLD.first_verified_at IS NOT NULL;
    old_skills := OLD.skills;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    person_id := NEW.id;
    is_shown := NEW.status <> 'banned' AND NEW.banned_at IS NULL AND NEW.first_verified_at IS NOT NULL;
    new_skills := NEW.skills;
  END IF;
  is_private := EXISTS (SELECT 1 FROM user_settings WHERE user_id = person_id AND NOT public_profile);
  PERFORM shipyard_count_site(
    is_shown::int - was_shown::int,
    (is_shown AND NOT is_private)::int - (was_shown AND NOT is_private)::int,
    0, 0, 0,
    CASE WHEN is_private THEN 0
      ELSE shipyard_count_skills(CASE WHEN was_shown THEN old_skills ELSE '{}' END, CASE WHEN is_shown THEN new_skills ELSE '{}' END) END);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.status <> 'banned' AND NEW.banned_at IS NULL AND NEW.first_verified_at IS NOT NULL)
  EXECUTE FUNCTION shipyard_person_counted();
--> statement-breakpoint
-- email_verified is listed for the stamp of first_verified_at that users_first_verification adds
-- (a column list names what the statement sets). Most updates (a title, a sign-in) change neither
-- the person's standing nor, while shown, their skills: the WHEN clause skips them at no cost.
CREATE TRIGGER users_counted_update AFTER UPDATE OF status, banned_at, first_verified_at, email_verified, skills ON users
  FOR EACH ROW WHEN (
    (OLD.status <> 'banned' AND OLD.banned_at IS NULL AND OLD.first_verified_at IS NOT NULL)
      IS DISTINCT FROM (NEW.status <> 'banned' AND NEW.banned_at IS NULL AND NEW.first_verified_at IS NOT NULL)
    OR (NEW.status <> 'banned' AND NEW.banned_at IS NULL AND NEW.first_verified_at IS NOT NULL AND OLD.skills IS DISTINCT FROM NEW.skills))
  EXECUTE FUNCTION shipyard_person_counted();
--> statement-breakpoint
-- Before, not after: the deletion of the account removes its user_settings row (on delete cascade,
-- itself an after trigger), and whether the person was private must be read before that.
CREATE TRIGGER users_counted_delete BEFORE DELETE ON users
  FOR EACH ROW WHEN (OLD.status <> 'banned' AND OLD.banned_at IS NULL AND OLD.first_verified_at IS NOT NULL)
  EXECUTE FUNCTION shipyard_person_counted();
--> statement-breakpoint
-- "Public profile" turned off or on (or a settings row with it off made or removed) moves the
-- person in or out of the directory, if they are shown to others at all.
CREATE OR REPLACE FUNCTION shipyard_privacy_counted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  person_id text;
  is_private boolean := false;
  person_skills text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    person_id := OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    person_id := NEW.user_id;
    is_private := NOT NEW.public_profile;
  END IF;
  -- FOR SHARE waits for a change of the person still being written (a ban, a first verification)
  -- and reads the row as that change left it, whose own trigger read this setting from before:
  -- each change counts against the other's committed state, never both against the old one. A
  -- person deleted in this transaction is not found: their deletion counted them out already.
  SELECT skills INTO person_skills FROM users
    WHERE id = person_id AND status <> 'banned' AND banned_at IS NULL AND first_verified_at IS NOT NULL
    FOR SHARE;
  IF FOUND THEN
    IF is_private THEN
      PERFORM shipyard_count_site(0, -1, 0, 0, 0, shipyard_count_skills(person_skills, '{}'));
    ELSE
      PERFORM shipyard_count_site(0, 1, 0, 0, 0, shipyard_count_skills('{}', person_skills));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_settings_counted_insert AFTER INSERT ON user_settings
  FOR EACH ROW WHEN (NOT NEW.public_profile)
  EXECUTE FUNCTION shipyard_privacy_counted();
--> statement-breakpoint
CREATE TRIGGER user_settings_counted_update AFTER UPDATE OF public_profile ON user_settings
  FOR EACH ROW WHEN (OLD.public_profile IS DISTINCT FROM NEW.public_profile)
  EXECUTE FUNCTION shipyard_privacy_counted();
--> statement-breakpoint
CREATE TRIGGER user_settings_counted_delete AFTER DELETE ON user_settings
  FOR EACH ROW WHEN (NOT OLD.public_profile)
  EXECUTE FUNCTION shipyard_privacy_counted();
--> statement-breakpoint
-- Listed projects and their likes_count and comments_count, whatever moved them: a like, a comment
-- or its hiding, publishing, moderation, the author's ban, a deletion. The totals are defined on
-- these columns, so they follow every rule the app applies to them.
CREATE OR REPLACE FUNCTION shipyard_project_counted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  projects_change int := 0;
  likes_change bigint := 0;
  comments_change bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.listed THEN
      projects_change := -1;
      likes_change := -OLD.likes_count;
      comments_change := -OLD.comments_count;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.listed THEN
      projects_change := projects_change + 1;
      likes_change := likes_change + NEW.likes_count;
      comments_change := comments_change + NEW.comments_count;
    END IF;
  END IF;
  PERFORM shipyard_count_site(0, 0, projects_change, likes_change, comments_change, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_counted_insert AFTER INSERT ON projects
  FOR EACH ROW WHEN (NEW.listed)
  EXECUTE FUNCTION shipyard_project_counted();
--> statement-breakpoint
-- Views and trending scores, written in batches every second, change none of these: skipped by
-- the column list (views alone) or the WHEN clause (changeCounts sets every count).
CREATE TRIGGER projects_counted_update AFTER UPDATE OF listed, likes_count, comments_count ON projects
  FOR EACH ROW WHEN (
    OLD.listed IS DISTINCT FROM NEW.listed
    OR (NEW.listed AND (OLD.likes_count, OLD.comments_count) IS DISTINCT FROM (NEW.likes_count, NEW.comments_count)))
  EXECUTE FUNCTION shipyard_project_counted();
--> statement-breakpoint
CREATE TRIGGER projects_counted_delete AFTER DELETE ON projects
  FOR EACH ROW WHEN (OLD.listed)
  EXECUTE FUNCTION shipyard_project_counted();
--> statement-breakpoint
-- Counts everything again from scratch: here for the existing rows, after a bulk load that ran with
-- the triggers off (bench/seed.ts), and by an operator who suspects drift (docs/operations.md).
-- The lock makes writers that would move a counter wait until the recount commits, and the counts
-- are read after it is granted: a change is either seen by the recount or applied after it.
CREATE OR REPLACE FUNCTION shipyard_recount_site_counters() RETURNS void
  LANGUAGE sql
  AS $$
    LOCK TABLE site_counters, directory_skills, directory_skill_spellings IN EXCLUSIVE MODE;
    DELETE FROM directory_skill_spellings;
    INSERT INTO directory_skill_spellings (key, spelling, people)
      SELECT lower(named), named, count(*)::int
      FROM users, unnest(users.skills) AS named
      WHERE named IS NOT NULL
        AND users.status <> 'banned' AND users.banned_at IS NULL AND users.first_verified_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM user_settings WHERE user_settings.user_id = users.id AND NOT user_settings.public_profile)
      GROUP BY named;
    DELETE FROM directory_skills;
    INSERT INTO directory_skills (key, people)
      SELECT key, sum(people)::int FROM directory_skill_spellings GROUP BY key;
    DELETE FROM site_counters;
    INSERT INTO site_counters (slot, people, listed_people, listed_projects, likes, comments, skills)
      SELECT 0, shown.people, shown.listed_people, listed.projects, listed.likes, listed.comments,
        (SELECT count(*) FROM directory_skills WHERE people > 0)
      FROM (SELECT count(*) AS people, count(*) FILTER (WHERE private.user_id IS NULL) AS listed_people
            FROM users LEFT JOIN user_settings AS private ON private.user_id = users.id AND NOT private.public_profile
            WHERE users.status <> 'banned' AND users.banned_at IS NULL AND users.first_verified_at IS NOT NULL) AS shown,
           (SELECT count(*) AS projects, coalesce(sum(likes_count), 0) AS likes, coalesce(sum(comments_count), 0) AS comments
            FROM projects WHERE listed) AS listed;
    INSERT INTO site_counters (slot) SELECT generate_series(1, 15);
  $$;
--> statement-breakpoint
SELECT shipyard_recount_site_counters();
