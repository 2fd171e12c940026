CREATE TABLE "procurement_profiles" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"naics_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"naics_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"capabilities" text,
	"differentiators" text,
	"service_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_area_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"past_performance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uei" text,
	"cage" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procurement_profiles" ADD CONSTRAINT "procurement_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procurement_profiles_naics_idx" ON "procurement_profiles" USING gin ("naics_prefixes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "procurement_profiles_service_area_idx" ON "procurement_profiles" USING gin ("service_area_keys") WITH (fastupdate=false);--> statement-breakpoint
-- The directory's filters and pages read the profiles: a write to them bumps the directory version
-- as a write to businesses does (migration 0009), so answers kept in memory never outlive it.
CREATE TRIGGER procurement_profiles_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON procurement_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
