-- Search at a million rows (decision 048): the verified businesses' own text indexes, for the verified
-- candidates of a broad keyword; the newest and name indexes carry the id, so a deep page skips rows in the
-- index alone (an index-only scan) and reads only its own rows from the table.
DROP INDEX "businesses_active_created_idx";--> statement-breakpoint
DROP INDEX "businesses_active_name_idx";--> statement-breakpoint
CREATE INDEX "businesses_verified_search_idx" ON "businesses" USING gin ("search_vector") WITH (fastupdate=false) WHERE is_active and is_verified and certification_tier <> 'Free';--> statement-breakpoint
CREATE INDEX "businesses_verified_keyword_trgm_idx" ON "businesses" USING gin (lower(name || ' ' || category || ' ' || coalesce(sub_category, '')) gin_trgm_ops) WITH (fastupdate=false) WHERE is_active and is_verified and certification_tier <> 'Free';--> statement-breakpoint
CREATE INDEX "businesses_verified_name_trgm_idx" ON "businesses" USING gin (lower(name) gin_trgm_ops) WITH (fastupdate=false) WHERE is_active and is_verified and certification_tier <> 'Free';--> statement-breakpoint
CREATE INDEX "businesses_active_created_idx" ON "businesses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_active_name_idx" ON "businesses" USING btree (lower(name),"id") WHERE is_active;