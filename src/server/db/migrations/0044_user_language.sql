-- A user's language (issue 36, decision 062): set at sign-up from the page they registered on, changed with the
-- switcher while signed in; their e-mails are written in it. Null (every account before this) reads as English.
-- The four languages of src/domain/languages/languages.ts; adding a column without a default rewrites nothing.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" is null or "users"."language" in ('en', 'fr', 'es', 'ar'));
