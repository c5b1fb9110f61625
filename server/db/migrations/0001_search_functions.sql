-- Generated columns and expression indexes need IMMUTABLE functions; array_to_string is only
-- STABLE (it could depend on settings for some element types, never for text[]).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipyard_join_text(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(value, ' '), '') $$;
