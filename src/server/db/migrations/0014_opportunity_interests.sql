CREATE TABLE "opportunity_interest_alerts" (
	"opportunity_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_interest_alerts_opportunity_id_user_id_pk" PRIMARY KEY("opportunity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_interests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"categories" "opportunity_category"[] DEFAULT '{}' NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "opportunity_interest_alerts" ADD CONSTRAINT "opportunity_interest_alerts_opportunity_id_contract_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."contract_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_interest_alerts" ADD CONSTRAINT "opportunity_interest_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_interests" ADD CONSTRAINT "opportunity_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;