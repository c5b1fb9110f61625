-- Decision 0039: a session remembers when it last proved the password or a current code, so adding
-- a way in or deleting the account can ask for a recent proof. Existing sessions get none (null)
-- and confirm once; a pending second step remembers whether its first step was a provider's.
ALTER TABLE "sessions" ADD COLUMN "proved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD COLUMN "first_factor" text DEFAULT 'password' NOT NULL;
