DROP INDEX "project_categories_newest_idx";--> statement-breakpoint
DROP INDEX "project_categories_trending_idx";--> statement-breakpoint
DROP INDEX "projects_newest_idx";--> statement-breakpoint
DROP INDEX "projects_trending_idx";--> statement-breakpoint
DROP INDEX "projects_featured_idx";--> statement-breakpoint
ALTER TABLE "project_categories" ADD COLUMN "author_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "author_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: copy "public profile off" of the existing settings, before the indexes are rebuilt.
UPDATE "projects" SET "author_private" = true WHERE "user_id" IN (SELECT "user_id" FROM "user_settings" WHERE NOT "public_profile");--> statement-breakpoint
UPDATE "project_categories" SET "author_private" = true FROM "projects" WHERE "projects"."id" = "project_categories"."project_id" AND "projects"."author_private";--> statement-breakpoint
CREATE INDEX "project_categories_newest_idx" ON "project_categories" USING btree ("category","created_at" DESC NULLS LAST,"project_id" DESC NULLS LAST,"author_private") WHERE listed;--> statement-breakpoint
CREATE INDEX "project_categories_trending_idx" ON "project_categories" USING btree ("category","trending_score" DESC NULLS LAST,"project_id" DESC NULLS LAST,"author_private") WHERE listed;--> statement-breakpoint
CREATE INDEX "projects_newest_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"author_private") WHERE listed;--> statement-breakpoint
CREATE INDEX "projects_trending_idx" ON "projects" USING btree ("trending_score" DESC NULLS LAST,"id" DESC NULLS LAST,"author_private") WHERE listed;--> statement-breakpoint
CREATE INDEX "projects_featured_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"author_private") WHERE listed and featured;--> statement-breakpoint
-- Hand-written: with the default target (100) a word outside the most common ones is estimated
-- at about 0.5 % of rows, so a rare word's search walked the whole sort index instead of the GIN
-- index (docs/benchmarks.md). 1000 keeps ten times as many words with their frequencies. drizzle-kit
-- does not track statistics targets, so the schema snapshot has no trace of these.
ALTER TABLE "projects" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "projects" ("search_vector");--> statement-breakpoint
ANALYZE "users" ("search_vector");
