CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TYPE "public"."placement_source" AS ENUM('postcode', 'city', 'owner');--> statement-breakpoint
-- One statement, so the stored map point rewrites the table once.
ALTER TABLE "businesses"
  ADD COLUMN "latitude" double precision,
  ADD COLUMN "longitude" double precision,
  ADD COLUMN "area_latitude" double precision,
  ADD COLUMN "area_longitude" double precision,
  ADD COLUMN "placed_by" "placement_source",
  ADD COLUMN "show_area_only" boolean DEFAULT false NOT NULL,
  ADD COLUMN "map_latitude" double precision GENERATED ALWAYS AS (case when show_area_only then area_latitude else latitude end) STORED,
  ADD COLUMN "map_longitude" double precision GENERATED ALWAYS AS (case when show_area_only then area_longitude else longitude end) STORED,
  ADD CONSTRAINT "businesses_position_range" CHECK (("businesses"."latitude" is null) = ("businesses"."longitude" is null) and ("businesses"."latitude" is null or ("businesses"."latitude" between -90 and 90 and "businesses"."longitude" between -180 and 180))),
  ADD CONSTRAINT "businesses_area_position_range" CHECK (("businesses"."area_latitude" is null) = ("businesses"."area_longitude" is null) and ("businesses"."area_latitude" is null or ("businesses"."area_latitude" between -90 and 90 and "businesses"."area_longitude" between -180 and 180)));--> statement-breakpoint
CREATE INDEX "businesses_active_map_point_idx" ON "businesses" USING gist (ll_to_earth(map_latitude, map_longitude)) WHERE is_active and map_latitude is not null;
