CREATE TYPE "public"."review_event_action" AS ENUM('created', 'replaced', 'deleted', 'responded', 'reported', 'hidden', 'restored', 'dismissed');--> statement-breakpoint
CREATE TABLE "review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"business_id" uuid NOT NULL,
	"actor_id" text,
	"action" "review_event_action" NOT NULL,
	"reason" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"response" text,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"response_updated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_review_id_created_at_index" ON "review_events" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "review_events_business_id_index" ON "review_events" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "review_events_posts_by_actor_idx" ON "review_events" USING btree ("actor_id","created_at") WHERE action in ('created', 'replaced');--> statement-breakpoint
CREATE INDEX "review_events_posts_by_address_idx" ON "review_events" USING btree ("client_address","created_at") WHERE action in ('created', 'replaced');--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_business_author_idx" ON "reviews" USING btree ("business_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_business_published_idx" ON "reviews" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "reviews_author_id_index" ON "reviews" USING btree ("author_id");--> statement-breakpoint
-- ── Hand-written (decision 044): a business's rating and review_count come from its reviews ──────────
-- rating = mean stars of the reviews that are not hidden, to one decimal (null without any);
-- review_count = how many there are. Statement-level triggers recompute only the businesses a
-- statement touched, in the same transaction as the review. Services lock the business's row before
-- they write its reviews, so two reviews written at once are both counted.
CREATE OR REPLACE FUNCTION refresh_review_figures(ids uuid[]) RETURNS void AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE businesses b
     SET rating = f.rating, review_count = f.review_count
    FROM (
      SELECT x.id, round(avg(r.rating), 1) AS rating, count(r.id)::int AS review_count
        FROM unnest(ids) AS x(id)
        LEFT JOIN reviews r ON r.business_id = x.id AND r.hidden_at IS NULL
       GROUP BY x.id
    ) f
   WHERE b.id = f.id
     AND (b.rating IS DISTINCT FROM f.rating OR b.review_count <> f.review_count);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_figures_after_insert() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_review_figures(ARRAY(SELECT DISTINCT business_id FROM new_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only changes of stars, visibility or business count: writing an owner's response changes nothing.
CREATE OR REPLACE FUNCTION reviews_figures_after_update() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_review_figures(ARRAY(
    SELECT o.business_id FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.rating <> n.rating OR (o.hidden_at IS NULL) <> (n.hidden_at IS NULL) OR o.business_id <> n.business_id
    UNION
    SELECT n.business_id FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.rating <> n.rating OR (o.hidden_at IS NULL) <> (n.hidden_at IS NULL) OR o.business_id <> n.business_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_figures_after_delete() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_review_figures(ARRAY(SELECT DISTINCT business_id FROM old_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_figures_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_figures_after_insert();
--> statement-breakpoint
CREATE TRIGGER reviews_figures_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_figures_after_update();
--> statement-breakpoint
CREATE TRIGGER reviews_figures_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_figures_after_delete();
--> statement-breakpoint
-- The figures stored before reviews existed were typed in, not earned: every business starts with
-- none ("No reviews yet") until customers review it. The demo data loads with its reviews.
UPDATE businesses SET rating = NULL, review_count = 0 WHERE rating IS NOT NULL OR review_count <> 0;
