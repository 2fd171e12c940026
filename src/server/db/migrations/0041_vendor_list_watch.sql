CREATE TYPE "public"."vendor_change_kind" AS ENUM('certified', 'tier_changed', 'renewed', 'lapsed', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."webhook_delivery_status" AS ENUM('pending', 'delivered', 'given_up');--> statement-breakpoint
CREATE TABLE "certification_events_to_watch" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_list_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" "vendor_change_kind" NOT NULL,
	"tier" "certification_tier" NOT NULL,
	"previous_tier" "certification_tier",
	"happened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_list_webhooks" (
	"list_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_lists" ADD COLUMN "weekly_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_lists" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certification_events_to_watch" ADD CONSTRAINT "certification_events_to_watch_event_id_certification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."certification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_changes" ADD CONSTRAINT "vendor_list_changes_list_id_vendor_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."vendor_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_changes" ADD CONSTRAINT "vendor_list_changes_event_id_certification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."certification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_changes" ADD CONSTRAINT "vendor_list_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_webhooks" ADD CONSTRAINT "vendor_list_webhooks_list_id_vendor_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."vendor_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_list_id_vendor_list_webhooks_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."vendor_list_webhooks"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_change_id_vendor_list_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."vendor_list_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_list_changes_list_id_event_id_index" ON "vendor_list_changes" USING btree ("list_id","event_id");--> statement-breakpoint
CREATE INDEX "vendor_list_changes_list_id_created_at_index" ON "vendor_list_changes" USING btree ("list_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_list_id_change_id_index" ON "webhook_deliveries" USING btree ("list_id","change_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_list_id_created_at_index" ON "webhook_deliveries" USING btree ("list_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Each new certification event waits here for the watch job; the history before watching concerns no list.
CREATE FUNCTION certification_events_to_watch_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "certification_events_to_watch" ("event_id", "created_at") VALUES (NEW."id", NEW."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER certification_events_to_watch_on_insert AFTER INSERT ON "certification_events"
  FOR EACH ROW EXECUTE FUNCTION certification_events_to_watch_add();
