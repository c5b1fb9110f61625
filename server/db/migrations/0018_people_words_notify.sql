-- Issue 12 / decision 0036: each process holds the words people use (people_words) in memory to
-- correct misspelled searches. A statement that changes them (a person joining, renaming
-- themselves, editing skills, leaving) now says so on a channel every process listens to, so a
-- copy is loaded again before the next correction wherever the change was made. NOTIFY sends one
-- notification per transaction for the same channel and payload, however many rows moved.
CREATE OR REPLACE FUNCTION shipyard_announce_people_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('shipyard_people_words', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "people_words_changed" AFTER INSERT OR UPDATE OR DELETE ON "people_words" FOR EACH STATEMENT
  EXECUTE FUNCTION shipyard_announce_people_words();
