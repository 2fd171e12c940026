-- The search's GIN indexes take new entries directly (decision 048): no pending list for every search to read.
-- Altered in place (no rebuild); the entries already pending are merged now.
ALTER INDEX "businesses_manage_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "businesses_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "businesses_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "businesses_keyword_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "businesses_location_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(array['businesses_manage_trgm_idx', 'businesses_search_idx', 'businesses_name_trgm_idx', 'businesses_keyword_trgm_idx', 'businesses_location_trgm_idx']) i;
