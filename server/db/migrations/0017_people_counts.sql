-- Issue 12: a profile's four counts (listed projects, likes received, followers, following) were
-- counted from projects and follows on every read: 38 ms for the most-followed person of the 1M
-- benchmark (10,600 followers, 458 projects), so a profile's p99 was 85 ms at 500 req/s. They are
-- now kept here by triggers, with the writes that move them, in a narrow table of their own: its
-- counts are in no index, so moving one is a HOT update, where a counter on `users` would add an
-- entry to each of its indexes (full-text ones among them) for every like.
CREATE TABLE "people_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"listed_projects" integer DEFAULT 0 NOT NULL,
	"likes_received" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"following" integer DEFAULT 0 NOT NULL
) WITH (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE "people_counts" ADD CONSTRAINT "people_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A banned person's follows count for no one (as the counts read before: `not in` the banned).
CREATE OR REPLACE FUNCTION shipyard_is_banned(person text) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE id = person AND (status = 'banned' OR banned_at IS NOT NULL)) $$;
--> statement-breakpoint
-- Moves one person's counts. A row is made at the first count that needs it, for a person who
-- exists: while an account is deleted its row goes with it (cascade), and the follows deleted with
-- it must not make it again.
CREATE OR REPLACE FUNCTION shipyard_count_person(person text, projects_change integer, likes_change integer,
    followers_change integer, following_change integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF (projects_change, likes_change, followers_change, following_change) = (0, 0, 0, 0) THEN RETURN; END IF;
  UPDATE people_counts SET
    listed_projects = listed_projects + projects_change,
    likes_received = likes_received + likes_change,
    followers = followers + followers_change,
    following = following + following_change
  WHERE user_id = person;
  IF NOT FOUND THEN
    INSERT INTO people_counts (user_id, listed_projects, likes_received, followers, following)
    SELECT id, projects_change, likes_change, followers_change, following_change FROM users WHERE id = person
    ON CONFLICT (user_id) DO UPDATE SET
      listed_projects = people_counts.listed_projects + excluded.listed_projects,
      likes_received = people_counts.likes_received + excluded.likes_received,
      followers = people_counts.followers + excluded.followers,
      following = people_counts.following + excluded.following;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipyard_people_counts_projects() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.listed THEN
    PERFORM shipyard_count_person(OLD.user_id, -1, -OLD.likes_count, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.listed THEN
    PERFORM shipyard_count_person(NEW.user_id, 1, NEW.likes_count, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_people_counts_insert" AFTER INSERT ON "projects" FOR EACH ROW WHEN (NEW.listed)
  EXECUTE FUNCTION shipyard_people_counts_projects();--> statement-breakpoint
-- Views and trending scores move projects all the time; only these columns move a count.
CREATE TRIGGER "projects_people_counts_update" AFTER UPDATE OF "listed", "likes_count", "user_id" ON "projects" FOR EACH ROW
  WHEN ((OLD.listed, OLD.likes_count, OLD.user_id) IS DISTINCT FROM (NEW.listed, NEW.likes_count, NEW.user_id) AND (OLD.listed OR NEW.listed))
  EXECUTE FUNCTION shipyard_people_counts_projects();--> statement-breakpoint
CREATE TRIGGER "projects_people_counts_delete" AFTER DELETE ON "projects" FOR EACH ROW WHEN (OLD.listed)
  EXECUTE FUNCTION shipyard_people_counts_projects();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipyard_people_counts_follows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  edge follows%ROWTYPE;
  change integer;
BEGIN
  IF TG_OP = 'INSERT' THEN edge := NEW; change := 1; ELSE edge := OLD; change := -1; END IF;
  IF NOT shipyard_is_banned(edge.follower_id) THEN PERFORM shipyard_count_person(edge.following_id, 0, 0, change, 0); END IF;
  IF NOT shipyard_is_banned(edge.following_id) THEN PERFORM shipyard_count_person(edge.follower_id, 0, 0, 0, change); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "follows_people_counts" AFTER INSERT OR DELETE ON "follows" FOR EACH ROW
  EXECUTE FUNCTION shipyard_people_counts_follows();--> statement-breakpoint
-- A ban (or its end) takes the person's follows out of (or back into) everyone else's counts.
CREATE OR REPLACE FUNCTION shipyard_people_counts_ban() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change integer := CASE WHEN (NEW.status = 'banned' OR NEW.banned_at IS NOT NULL) THEN -1 ELSE 1 END;
  other text;
BEGIN
  FOR other IN SELECT following_id FROM follows WHERE follower_id = NEW.id ORDER BY following_id LOOP
    PERFORM shipyard_count_person(other, 0, 0, change, 0);
  END LOOP;
  FOR other IN SELECT follower_id FROM follows WHERE following_id = NEW.id ORDER BY follower_id LOOP
    PERFORM shipyard_count_person(other, 0, 0, 0, change);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_people_counts_ban" AFTER UPDATE OF "status", "banned_at" ON "users" FOR EACH ROW
  WHEN ((OLD.status = 'banned' OR OLD.banned_at IS NOT NULL) IS DISTINCT FROM (NEW.status = 'banned' OR NEW.banned_at IS NOT NULL))
  EXECUTE FUNCTION shipyard_people_counts_ban();--> statement-breakpoint
-- Counts everything once: here, and after a bulk load with the triggers off (bench/seed.ts).
CREATE OR REPLACE FUNCTION shipyard_recount_people_counts() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM people_counts;
    INSERT INTO people_counts (user_id, listed_projects, likes_received, followers, following)
    SELECT u.id, coalesce(p.listed_projects, 0), coalesce(p.likes_received, 0), coalesce(f.followers, 0), coalesce(g.following, 0)
    FROM users u
    LEFT JOIN (SELECT user_id, count(*)::int AS listed_projects, sum(likes_count)::int AS likes_received
               FROM projects WHERE listed GROUP BY user_id) p ON p.user_id = u.id
    LEFT JOIN (SELECT following_id, count(*)::int AS followers FROM follows
               WHERE follower_id NOT IN (SELECT id FROM users WHERE status = 'banned' OR banned_at IS NOT NULL)
               GROUP BY following_id) f ON f.following_id = u.id
    LEFT JOIN (SELECT follower_id, count(*)::int AS following FROM follows
               WHERE following_id NOT IN (SELECT id FROM users WHERE status = 'banned' OR banned_at IS NOT NULL)
               GROUP BY follower_id) g ON g.follower_id = u.id
    WHERE p.user_id IS NOT NULL OR f.following_id IS NOT NULL OR g.follower_id IS NOT NULL;
  $$;
--> statement-breakpoint
SELECT shipyard_recount_people_counts();
