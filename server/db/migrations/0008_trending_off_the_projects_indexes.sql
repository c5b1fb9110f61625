-- Issue 12: the trending order of all projects moves to their all-projects feed rows, so that no
-- index on projects holds the counts or the score and changing them is a HOT update (decision 0004).
DROP INDEX "project_categories_project_idx";--> statement-breakpoint
DROP INDEX "projects_trending_idx";--> statement-breakpoint
ALTER TABLE "project_categories" DROP CONSTRAINT "project_categories_category_project_id_pk";--> statement-breakpoint
ALTER TABLE "project_categories" ADD CONSTRAINT "project_categories_project_id_category_pk" PRIMARY KEY("project_id","category");
--> statement-breakpoint
-- Every project gets its all-projects feed row (feedKeysOf in server/core/projects/project-repository.ts):
-- the trending order of all projects is read from it now that no index on projects holds the score.
INSERT INTO "project_categories" ("category", "project_id", "listed", "featured", "author_private", "created_at", "trending_score")
SELECT '*', "id", "listed", "featured", "author_private", "created_at", "trending_score" FROM "projects"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Room in each page for the new version of a row whose counts or score change: with no index on
-- those columns, that is a HOT update (no index entries). Pages written from now on keep it; an
-- existing large table gets it page by page, or at once with VACUUM FULL (docs/operations.md).
ALTER TABLE "projects" SET (fillfactor = 85);
