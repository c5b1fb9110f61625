CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_by" text,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_code_unique" UNIQUE("code"),
	CONSTRAINT "invitations_uses_within_max" CHECK ("invitations"."uses" >= 0 and "invitations"."uses" <= "invitations"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "joining_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text DEFAULT 'open' NOT NULL,
	"join_question" text,
	"members_may_invite" boolean DEFAULT false NOT NULL,
	"member_invite_quota" integer DEFAULT 5 NOT NULL,
	"allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"require_terms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "joining_settings_one_row" CHECK ("joining_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joining_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "join_answer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_created_by_idx" ON "invitations" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_pending_idx" ON "users" USING btree ("created_at") WHERE joining_status = 'pending';--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by") WHERE invited_by is not null;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written (decision 0024). Everything above is drizzle-kit's; regenerate it on a merge and
-- keep this block at the end as it is.
-- ---------------------------------------------------------------------------------------------
-- The one settings row, with today's behaviour (open registration).
INSERT INTO "joining_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A registration waiting for the staff is not established yet: verifying its address must not
-- stamp first_verified_at (which would show it in the directory, search and counts, decision
-- 0015). Approval stamps it instead. Same trigger as 0006, one more condition.
DROP TRIGGER users_first_verification ON users;
--> statement-breakpoint
CREATE TRIGGER users_first_verification BEFORE INSERT OR UPDATE OF email_verified ON users
  FOR EACH ROW WHEN (NEW.email_verified AND NEW.first_verified_at IS NULL AND NEW.joining_status = 'approved')
  EXECUTE FUNCTION shipyard_first_verification();
