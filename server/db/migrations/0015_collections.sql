CREATE TABLE "collection_items" (
	"collection_id" text NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_collection_id_project_id_pk" PRIMARY KEY("collection_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_project_idx" ON "collection_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "collection_items_collection_created_idx" ON "collection_items" USING btree ("collection_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collections_user_created_idx" ON "collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_user_name_unique" ON "collections" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "collections_user_default_unique" ON "collections" USING btree ("user_id") WHERE is_default;