CREATE INDEX "businesses_keyword_trgm_idx" ON "businesses" USING gin (lower(name || ' ' || category || ' ' || coalesce(sub_category, '')) gin_trgm_ops) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_location_trgm_idx" ON "businesses" USING gin (lower(coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(address, '') || ' ' || coalesce(zip_code, '')) gin_trgm_ops) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_active_category_name_idx" ON "businesses" USING btree (lower(category),"created_at" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_active_country_idx" ON "businesses" USING btree (lower(country),"created_at" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_active_rating_idx" ON "businesses" USING btree (rating desc nulls last,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_active_name_idx" ON "businesses" USING btree (lower(name)) WHERE is_active;--> statement-breakpoint
-- Open at an instant in the business's own time zone: the rule of src/domain/hours/open-status.ts.
-- No hours: open. Otherwise today's entry, not closed, open <= now < close (defaults 09:00-17:00);
-- overnight hours (open > close) stay open after open and, on the next day, before close.
CREATE OR REPLACE FUNCTION business_open_at(hours jsonb, tz text, at timestamptz) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT hours IS NULL OR jsonb_typeof(hours) = 'null' OR EXISTS (
    SELECT 1
    FROM (SELECT (at AT TIME ZONE tz) AS ts) l
    CROSS JOIN (VALUES (0), (1)) AS o(back)
    CROSS JOIN LATERAL (SELECT hours -> to_char(l.ts - make_interval(days => o.back), 'FMDay') AS e) d
    CROSS JOIN LATERAL (
      SELECT coalesce(nullif(d.e ->> 'open', ''), '09:00') COLLATE "C" AS op,
             coalesce(nullif(d.e ->> 'close', ''), '17:00') COLLATE "C" AS cl,
             to_char(l.ts, 'HH24:MI') COLLATE "C" AS t
    ) s
    WHERE jsonb_typeof(d.e) = 'object'
      AND coalesce(d.e ->> 'closed', 'false') <> 'true'
      AND (
        (o.back = 0 AND s.t >= s.op AND (s.op > s.cl OR s.t < s.cl))
        OR (o.back = 1 AND s.op > s.cl AND s.t < s.cl)
      )
  )
$$;
