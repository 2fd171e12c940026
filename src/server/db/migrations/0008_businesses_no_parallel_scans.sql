-- Searches read one page along an index and stop early; starting parallel workers for them costs
-- more (tens of ms) than the scan. No query on businesses reads the whole table.
ALTER TABLE businesses SET (parallel_workers = 0);
