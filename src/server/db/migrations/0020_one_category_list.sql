-- Decision 041: one category list. "Other" is a real category, last. It is added only where the
-- categories are loaded already: an empty table tells the demo seed that it has yet to run, and the
-- seed loads the whole list.
INSERT INTO "business_categories" ("title", "slug", "icon_name")
SELECT 'Other', 'other', 'building'
WHERE EXISTS (SELECT 1 FROM "business_categories")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Businesses saved under "other" whose category is one of the storefront wizard's choices move under
-- the category the choice maps onto; the choice stays as their sub category when it says more (and
-- they have none). The counts follow through the triggers on businesses.
UPDATE "businesses" AS b
   SET "category" = m.title,
       "category_slug" = m.slug,
       "sub_category" = coalesce(nullif(b."sub_category", ''), CASE WHEN m.label <> m.title THEN m.label END)
  FROM (VALUES
    ('Technology', 'it-data-telecom', 'IT-Data-Telecom'),
    ('Retail', 'retail-shopping', 'Retail & Shopping'),
    ('Food & Beverage', 'restaurant', 'Restaurant'),
    ('Professional Services', 'professional-services', 'Professional Services'),
    ('Health & Wellness', 'health-wellness', 'Health & Wellness'),
    ('Beauty & Personal Care', 'beauty-barber', 'Beauty & Barber'),
    ('Construction', 'home-improvement', 'Home Improvement'),
    ('Entertainment', 'tourist-attractions', 'Tourist Attractions'),
    ('Education', 'education', 'Education'),
    ('Finance', 'professional-services', 'Professional Services'),
    ('Transportation', 'transportation', 'Transportation')
  ) AS m(label, slug, title)
 WHERE b."category_slug" = 'other' AND lower(trim(b."category")) = lower(m.label);
--> statement-breakpoint
-- Businesses saved under "other" whose category is a category's title (in another case or spacing).
UPDATE "businesses" AS b
   SET "category" = c."title", "category_slug" = c."slug"
  FROM "business_categories" AS c
 WHERE b."category_slug" = 'other' AND c."slug" <> 'other' AND lower(trim(b."category")) = lower(c."title");
--> statement-breakpoint
-- The new category's count: the businesses already under "other".
SELECT refresh_category_counts(ARRAY['other']);
