-- business_open_at as one expression the planner inlines into the query (no sub-select per row).
-- Same rule as src/domain/hours/open-status.ts: no hours is open; today's entry, not closed,
-- open <= now < close (defaults 09:00-17:00); overnight hours (open > close) stay open after
-- open and, from the previous day's entry, before close.
CREATE OR REPLACE FUNCTION business_open_at(hours jsonb, tz text, at timestamptz) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT hours IS NULL OR jsonb_typeof(hours) = 'null' OR coalesce(
    (
      jsonb_typeof(hours -> to_char(at AT TIME ZONE tz, 'FMDay')) = 'object'
      AND coalesce(hours -> to_char(at AT TIME ZONE tz, 'FMDay') ->> 'closed', 'false') <> 'true'
      AND to_char(at AT TIME ZONE tz, 'HH24:MI') COLLATE "C"
        >= coalesce(nullif(hours -> to_char(at AT TIME ZONE tz, 'FMDay') ->> 'open', ''), '09:00')
      AND (
        coalesce(nullif(hours -> to_char(at AT TIME ZONE tz, 'FMDay') ->> 'open', ''), '09:00') COLLATE "C"
          > coalesce(nullif(hours -> to_char(at AT TIME ZONE tz, 'FMDay') ->> 'close', ''), '17:00')
        OR to_char(at AT TIME ZONE tz, 'HH24:MI') COLLATE "C"
          < coalesce(nullif(hours -> to_char(at AT TIME ZONE tz, 'FMDay') ->> 'close', ''), '17:00')
      )
    )
    OR (
      jsonb_typeof(hours -> to_char((at AT TIME ZONE tz) - interval '1 day', 'FMDay')) = 'object'
      AND coalesce(hours -> to_char((at AT TIME ZONE tz) - interval '1 day', 'FMDay') ->> 'closed', 'false') <> 'true'
      AND coalesce(nullif(hours -> to_char((at AT TIME ZONE tz) - interval '1 day', 'FMDay') ->> 'open', ''), '09:00') COLLATE "C"
        > coalesce(nullif(hours -> to_char((at AT TIME ZONE tz) - interval '1 day', 'FMDay') ->> 'close', ''), '17:00')
      AND to_char(at AT TIME ZONE tz, 'HH24:MI') COLLATE "C"
        < coalesce(nullif(hours -> to_char((at AT TIME ZONE tz) - interval '1 day', 'FMDay') ->> 'close', ''), '17:00')
    ),
    false
  )
$$;
