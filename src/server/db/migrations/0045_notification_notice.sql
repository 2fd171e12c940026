-- A notification's title and message as `notices` messages with their values (decision 062, update): the list
-- writes them in the reader's language, so a user who changes language reads every notification in the new one.
-- Null for a notification stored before, which keeps the text it was written with. No default: nothing is rewritten.
ALTER TABLE "notifications" ADD COLUMN "notice" jsonb;
