-- Search without accents (issue 36): "cafe" finds "Café", "medina" a business in "Médina", "café" finds "Cafe".
-- The stored documents lose their accents through f_unaccent (migration 0040) before their words are taken; the
-- typed words lose theirs through the same function before the query is built (services/search/accent-free.ts),
-- and the typo vocabulary's words are kept without them. PostgreSQL 15 cannot change a generated column's
-- expression, so both documents are dropped and added again in one statement: the table is rewritten once (35 seconds
-- at 200,000 rows on the development machine, indexes and vocabulary included: some 3 minutes a million rows),
-- writes and reads of businesses waiting meanwhile; the three text indexes the dropped columns took with them are
-- built again as they were, and the new columns' word frequencies gathered at once.
ALTER TABLE "businesses"
  DROP COLUMN "search_vector",
  DROP COLUMN "location_vector",
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(category, '') || ' ' || coalesce(sub_category, ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(description, ''))), 'C')) STORED,
  ADD COLUMN "location_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple', translate(f_unaccent(coalesce(city, '')), '/-.@:', '     ')), 'A') || setweight(to_tsvector('simple', translate(f_unaccent(coalesce(state, '')), '/-.@:', '     ')), 'B') || setweight(to_tsvector('simple', translate(f_unaccent(coalesce(address, '')), '/-.@:', '     ')), 'C') || setweight(to_tsvector('simple', translate(f_unaccent(coalesce(zip_code, '')), '/-.@:', '     ')), 'D'))) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "businesses_verified_search_idx" ON "businesses" USING gin ("search_vector") WITH (fastupdate=false) WHERE is_active and is_verified and certification_tier <> 'Free';--> statement-breakpoint
CREATE INDEX "businesses_location_words_idx" ON "businesses" USING gin ("location_vector") WITH (fastupdate=false) WHERE is_active;--> statement-breakpoint
-- The typo vocabulary holds the names' words as search_vector has them: without accents.
CREATE OR REPLACE FUNCTION remember_business_name_words() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_name_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(coalesce(new_rows.name, ''))))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_business_name_word() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_name_words (word)
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(coalesce(NEW.name, ''))))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The accented words go and every name's words come back without accents (as migration 0028 first filled it).
DELETE FROM business_name_words WHERE word <> f_unaccent(word);--> statement-breakpoint
INSERT INTO business_name_words (word)
SELECT DISTINCT w FROM businesses, unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(coalesce(name, ''))))) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE "businesses";
