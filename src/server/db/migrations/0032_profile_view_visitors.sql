CREATE TABLE "profile_view_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"business_id" uuid NOT NULL,
	CONSTRAINT "profile_view_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
ALTER TABLE "profile_view_visitors" ADD CONSTRAINT "profile_view_visitors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_view_visitors_business_id_index" ON "profile_view_visitors" USING btree ("business_id");