-- Location as whole words (issue 31): city, state and address words, postcodes by prefix, through a stored
-- weighted document (src/server/db/location-document.ts) and its GIN index; the substring trigram index it
-- replaces found "ga" inside "Vegas". Adding the stored column rewrites the table once (about 4.5 minutes at
-- 1,000,000 rows on the development machine, writes and reads of businesses waiting meanwhile). The new
-- column's word frequencies are gathered at once: without them the planner guesses every place rare.
DROP INDEX "businesses_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "location_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple', translate(coalesce(city, ''), '/-.@:', '     ')), 'A') || setweight(to_tsvector('simple', translate(coalesce(state, ''), '/-.@:', '     ')), 'B') || setweight(to_tsvector('simple', translate(coalesce(address, ''), '/-.@:', '     ')), 'C') || setweight(to_tsvector('simple', translate(coalesce(zip_code, ''), '/-.@:', '     ')), 'D'))) STORED;--> statement-breakpoint
CREATE INDEX "businesses_location_words_idx" ON "businesses" USING gin ("location_vector") WITH (fastupdate=false) WHERE is_active;--> statement-breakpoint
ANALYZE "businesses";
