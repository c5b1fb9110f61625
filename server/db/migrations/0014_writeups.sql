-- Write-ups in Markdown (decision 0030): the rendered HTML, the plain text and the table of
-- contents are derived from `content` and stored beside it; version 0 means "not rendered yet",
-- so every existing project is rendered when it is next read.
ALTER TABLE "projects" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "content_text" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "content_toc" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "content_renderer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until a project is rendered, its text is its content: what was written so far is plain text,
-- and plain text is its own words. Search keeps finding every project through the change.
UPDATE "projects" SET "content_text" = "content" WHERE "content" IS NOT NULL;--> statement-breakpoint
-- Search reads the words of the write-up, not its markup (link targets, code fences' marks).
ALTER TABLE "projects" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || shipyard_join_text(technologies) || ' ' || shipyard_join_text(tags)), 'B') || setweight(to_tsvector('english', coalesce(content_text, '')), 'C')) STORED;--> statement-breakpoint
-- Dropping the column dropped its index and its statistics target (migrations 0002, 0004, 0005).
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WITH (fastupdate = false);--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "projects" ("search_vector");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio_html" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio_renderer" integer DEFAULT 0 NOT NULL;
