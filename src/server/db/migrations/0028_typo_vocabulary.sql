-- Typos are matched against the words of business names, not against every name (decision 048):
-- business_name_words holds every word ever seen in a name, kept by the triggers below. A word no
-- longer in any name stays; it only offers a correction that finds nothing. The name trigram indexes
-- served only the old per-name typo match.
CREATE TABLE "business_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "businesses_name_trgm_idx";--> statement-breakpoint
DROP INDEX "businesses_verified_name_trgm_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_business_name_words() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_name_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', coalesce(new_rows.name, '')))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_business_name_word() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_name_words (word)
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(NEW.name, '')))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Inserts, bulk loads included, are handled once per statement; a rename once per renamed row.
CREATE TRIGGER businesses_name_words_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_business_name_words();
--> statement-breakpoint
CREATE TRIGGER businesses_name_words_rename AFTER UPDATE OF name ON businesses
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION remember_business_name_word();
--> statement-breakpoint
INSERT INTO business_name_words (word)
SELECT DISTINCT w FROM businesses, unnest(tsvector_to_array(to_tsvector('simple', coalesce(name, '')))) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "business_name_words_trgm_idx" ON "business_name_words" USING gin ("word" gin_trgm_ops);
