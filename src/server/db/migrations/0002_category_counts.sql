-- business_categories.count = active businesses whose category_slug is the category's slug.
-- Statement-level triggers recount only the slugs a statement touched, so bulk inserts stay fast.
CREATE OR REPLACE FUNCTION refresh_category_counts(slugs text[]) RETURNS void AS $$
  UPDATE business_categories bc
     SET count = (SELECT count(*) FROM businesses b WHERE b.category_slug = bc.slug AND b.is_active)
   WHERE bc.slug = ANY(slugs);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_counts_after_insert() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_category_counts(ARRAY(SELECT DISTINCT category_slug FROM new_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_counts_after_update() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_category_counts(ARRAY(
    SELECT category_slug FROM old_rows UNION SELECT category_slug FROM new_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_counts_after_delete() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_category_counts(ARRAY(SELECT DISTINCT category_slug FROM old_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER businesses_counts_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER businesses_counts_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER businesses_counts_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_delete();
