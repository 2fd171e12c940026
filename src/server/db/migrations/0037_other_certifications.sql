CREATE TYPE "public"."other_certification_kind" AS ENUM('nmsdc_mbe', 'wbenc_wbe', 'sba_8a', 'hub', 'dbe', 'other');--> statement-breakpoint
CREATE TABLE "other_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" "other_certification_kind" NOT NULL,
	"name" text,
	"certifier" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"checked_by" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "other_certifications_file_size_positive" CHECK ("other_certifications"."file_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "other_certifications" ADD CONSTRAINT "other_certifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_certifications" ADD CONSTRAINT "other_certifications_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "other_certifications_business_id_index" ON "other_certifications" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "other_certifications_filter_idx" ON "other_certifications" USING btree ("kind","expires_on","business_id");--> statement-breakpoint
CREATE INDEX "other_certifications_unchecked_idx" ON "other_certifications" USING btree ("created_at") WHERE checked_at is null;--> statement-breakpoint
-- The directory's other_certification filter and its pages read these rows: a write to them bumps the
-- directory version as a write to businesses does (migration 0009), so answers kept in memory never outlive it.
CREATE TRIGGER other_certifications_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON other_certifications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
