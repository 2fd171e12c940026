DROP INDEX "certification_applications_business_id_index";--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "status" "certification_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_template_id_business_documents_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."business_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_documents_application_id_index" ON "business_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "business_documents_templates_idx" ON "business_documents" USING btree ("document_type") WHERE business_id is null;--> statement-breakpoint
CREATE INDEX "businesses_certification_review_idx" ON "businesses" USING btree ("certification_status",certification_requested_at desc nulls last,"id") WHERE certification_tier <> 'Free' and certification_status <> 'none';--> statement-breakpoint
CREATE INDEX "certification_applications_business_id_created_at_index" ON "certification_applications" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Applications stored before decisions were kept on them take their business's status.
UPDATE "certification_applications" a SET "status" = b."certification_status"
  FROM "businesses" b WHERE b."id" = a."business_id" AND b."certification_status" <> 'none';--> statement-breakpoint
-- The certification history is append-only: no statement may change an event once written
-- (deleting a business still removes its events by cascade).
CREATE FUNCTION certification_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'certification events cannot be changed' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER certification_events_no_update BEFORE UPDATE ON "certification_events"
  FOR EACH ROW EXECUTE FUNCTION certification_events_append_only();
