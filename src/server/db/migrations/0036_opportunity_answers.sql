CREATE TYPE "public"."opportunity_response_status" AS ENUM('submitted', 'shortlisted', 'declined', 'awarded');--> statement-breakpoint
CREATE TYPE "public"."opportunity_status" AS ENUM('open', 'closed', 'awarded', 'cancelled');--> statement-breakpoint
CREATE TABLE "opportunity_response_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"message" text NOT NULL,
	"quote" numeric(12, 2),
	"show_name_if_awarded" boolean DEFAULT false NOT NULL,
	"status" "opportunity_response_status" DEFAULT 'submitted' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_opportunities" ADD COLUMN "status" "opportunity_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- An opportunity its poster closed before statuses existed is closed.
UPDATE "contract_opportunities" SET "status" = 'closed' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "opportunity_response_files" ADD CONSTRAINT "opportunity_response_files_response_id_opportunity_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."opportunity_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_responses" ADD CONSTRAINT "opportunity_responses_opportunity_id_contract_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."contract_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_responses" ADD CONSTRAINT "opportunity_responses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_responses" ADD CONSTRAINT "opportunity_responses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_response_files_response_id_index" ON "opportunity_response_files" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_responses_opportunity_id_business_id_index" ON "opportunity_responses" USING btree ("opportunity_id","business_id");--> statement-breakpoint
CREATE INDEX "opportunity_responses_author_id_index" ON "opportunity_responses" USING btree ("author_id");
