-- Certification lifecycle (decision 045): expired and revoked statuses, events by the system, notices sent once.
ALTER TYPE "public"."certification_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."certification_status" ADD VALUE 'revoked';--> statement-breakpoint
CREATE TABLE "certification_notices" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_notices_business_id_kind_key_pk" PRIMARY KEY("business_id","kind","key"),
	CONSTRAINT "certification_notices_kind" CHECK ("certification_notices"."kind" in ('reminder_60', 'reminder_30', 'reminder_7', 'payment_failed'))
);
--> statement-breakpoint
ALTER TABLE "certification_events" ADD COLUMN "by_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_notices" ADD CONSTRAINT "certification_notices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_approved_expiry_idx" ON "businesses" USING btree ("certification_expires_at") WHERE certification_status = 'approved';