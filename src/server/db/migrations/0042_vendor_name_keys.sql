-- Vendor names are compared by trigrams with the distinct business name keys, not with every business
-- (decision 061): many businesses share a name, and each shared name cost the trigram search once per
-- business. business_name_keys holds every key ever stored, kept by the triggers below as
-- business_name_words is (migration 0028); a key's businesses are then read by equality, those at the
-- vendor's postcode first.
CREATE TABLE "business_name_keys" (
	"name_key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "businesses_vendor_name_trgm_idx";--> statement-breakpoint
-- A postcode as compared (src/domain/vendor-lists/vendor-keys.ts postcodeKey): letters and digits in upper
-- case, a US ZIP+4 as its five digits, null when nothing is left.
CREATE OR REPLACE FUNCTION public.vendor_postcode_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select case when k.key ~ '^[0-9]{9}$' then left(k.key, 5) else nullif(k.key, '') end
          from (select upper(regexp_replace($1, '[^A-Za-z0-9]', '', 'g')) as key) as k $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_business_name_keys() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_name_keys (name_key)
  SELECT DISTINCT new_rows.name_key FROM new_rows WHERE new_rows.name_key <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_business_name_key() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_name_keys (name_key)
  SELECT NEW.name_key WHERE NEW.name_key <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Inserts, bulk loads included, are handled once per statement; a rename once per renamed row.
CREATE TRIGGER businesses_name_keys_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_business_name_keys();
--> statement-breakpoint
CREATE TRIGGER businesses_name_keys_rename AFTER UPDATE OF name ON businesses
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION remember_business_name_key();
--> statement-breakpoint
INSERT INTO business_name_keys (name_key)
SELECT DISTINCT name_key FROM businesses WHERE name_key <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "business_name_keys_trgm_idx" ON "business_name_keys" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_vendor_name_postcode_idx" ON "businesses" USING btree ("name_key",vendor_postcode_key(zip_code)) WHERE is_active;
