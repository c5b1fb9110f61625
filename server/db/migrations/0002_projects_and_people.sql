CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"following_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_following_id_pk" PRIMARY KEY("follower_id","following_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_categories" (
	"category" text NOT NULL,
	"project_id" text NOT NULL,
	"listed" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"trending_score" double precision NOT NULL,
	CONSTRAINT "project_categories_category_project_id_pk" PRIMARY KEY("category","project_id")
);
--> statement-breakpoint
CREATE TABLE "project_likes" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_likes_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_media" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"caption" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_views" (
	"project_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "project_views_project_id_viewer_key_hour_pk" PRIMARY KEY("project_id","viewer_key","hour")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text,
	"categories" text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"github_url" text,
	"live_url" text,
	"youtube_url" text,
	"preview_media_id" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"listed" boolean DEFAULT true NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || shipyard_join_text(technologies) || ' ' || shipyard_join_text(tags)), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_keys" text[] NOT NULL,
	"media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '') || ' ' || shipyard_join_text(skills)), 'B') || setweight(to_tsvector('english', coalesce(bio, '') || ' ' || coalesce(location, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_following_id_users_id_fk" FOREIGN KEY ("following_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_categories" ADD CONSTRAINT "project_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_likes" ADD CONSTRAINT "project_likes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_likes" ADD CONSTRAINT "project_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_following_idx" ON "follows" USING btree ("following_id");--> statement-breakpoint
CREATE INDEX "comments_project_created_idx" ON "comments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_categories_project_idx" ON "project_categories" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_categories_newest_idx" ON "project_categories" USING btree ("category","created_at" DESC NULLS LAST,"project_id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "project_categories_trending_idx" ON "project_categories" USING btree ("category","trending_score" DESC NULLS LAST,"project_id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "project_likes_user_idx" ON "project_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_media_project_order_idx" ON "project_media" USING btree ("project_id","order");--> statement-breakpoint
CREATE INDEX "project_views_hour_idx" ON "project_views" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_unique" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_user_created_idx" ON "projects" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_newest_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "projects_trending_idx" ON "projects" USING btree ("trending_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "projects_featured_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed and featured;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_unique" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_media_idx" ON "uploads" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_skills_trgm_idx" ON "users" USING gin (shipyard_join_text(skills) gin_trgm_ops);