ALTER TABLE "project_media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "project_media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "project_media" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "project_media" ADD COLUMN "renditions" jsonb;--> statement-breakpoint
ALTER TABLE "project_media" ADD COLUMN "poster_url" text;--> statement-breakpoint
ALTER TABLE "project_media" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "renditions" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "poster_url" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
CREATE INDEX "project_media_pending_details_idx" ON "project_media" USING btree ("id") WHERE renditions is null and url like '/uploads/%';