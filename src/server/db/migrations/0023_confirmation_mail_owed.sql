ALTER TABLE "users" ADD COLUMN "confirmation_mail_queued_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before this column: their confirmation went out at sign-up as before.
UPDATE "users" SET "confirmation_mail_queued_at" = "created_at";
