-- Vendor lists (decision 059): accents dropped by unaccent, through an immutable wrapper an index may use.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- A name as compared (src/domain/vendor-lists/vendor-keys.ts nameKey does the same): no accents, lower case,
-- no apostrophes, "&" as "and", letters and digits, no legal form, no leading "the"; the plain name if
-- nothing else is left.
CREATE OR REPLACE FUNCTION public.vendor_name_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    select coalesce(
      nullif(btrim(regexp_replace(regexp_replace(regexp_replace(s.p,
        '\m(inc|incorporated|llc|l l c|ltd|limited|co|corp|corporation|company|plc|gmbh|llp|lp|pllc|pc)\M', ' ', 'g'),
        '^\s*the\M', ' '), '\s+', ' ', 'g')), ''),
      s.p)
    from (select btrim(regexp_replace(replace(regexp_replace(lower(public.f_unaccent($1)), '[''’]', '', 'g'),
                 '&', ' and '), '[^a-z0-9]+', ' ', 'g')) as p) as s
  $$;--> statement-breakpoint
-- The last nine digits of a phone number with at least seven (vendor-keys.ts phoneKey).
CREATE OR REPLACE FUNCTION public.vendor_phone_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select case when length(d.digits) >= 7 then right(d.digits, 9) end
          from (select regexp_replace($1, '\D', '', 'g') as digits) as d $$;--> statement-breakpoint
-- A website's domain without scheme, "www.", port or path (vendor-keys.ts webDomain).
CREATE OR REPLACE FUNCTION public.vendor_web_domain(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select case when d.domain like '%.%' then d.domain end
          from (select rtrim(substring(lower(btrim($1)) from '^(?:[a-z][a-z0-9+.-]*://)?(?:www\.)?([^/:?#@[:space:]]+)'), '.') as domain) as d $$;--> statement-breakpoint
-- An e-mail address's domain (vendor-keys.ts mailDomain; public mail providers are left out on the vendor's side).
CREATE OR REPLACE FUNCTION public.vendor_mail_domain(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select case when d.domain like '%.%' then d.domain end
          from (select lower(btrim(substring($1 from '@([^@]+)$'))) as domain) as d $$;--> statement-breakpoint
CREATE TYPE "public"."match_confidence" AS ENUM('exact', 'likely', 'possible', 'none');--> statement-breakpoint
CREATE TYPE "public"."match_decision" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vendor_list_status" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "vendor_list_rows" (
	"list_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"postcode" text,
	"country" text,
	"phone" text,
	"website" text,
	"email" text,
	"name_key" text NOT NULL,
	"phone_e164" text,
	"phone_key" text,
	"web_domain" text,
	"mail_domain" text,
	"postcode_key" text,
	"house_number" text,
	"business_id" uuid,
	"confidence" "match_confidence",
	"reason" text DEFAULT '' NOT NULL,
	"name_similarity" double precision,
	"decision" "match_decision" DEFAULT 'pending' NOT NULL,
	CONSTRAINT "vendor_list_rows_list_id_row_number_pk" PRIMARY KEY("list_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "vendor_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"status" "vendor_list_status" DEFAULT 'processing' NOT NULL,
	"total_rows" integer NOT NULL,
	"matched_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "name_key" text GENERATED ALWAYS AS (vendor_name_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "vendor_list_rows" ADD CONSTRAINT "vendor_list_rows_list_id_vendor_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."vendor_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_rows" ADD CONSTRAINT "vendor_list_rows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_lists" ADD CONSTRAINT "vendor_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_list_rows_confidence_idx" ON "vendor_list_rows" USING btree ("list_id","confidence","row_number");--> statement-breakpoint
CREATE INDEX "vendor_list_rows_business_idx" ON "vendor_list_rows" USING btree ("business_id") WHERE business_id is not null;--> statement-breakpoint
CREATE INDEX "vendor_lists_owner_id_created_at_id_index" ON "vendor_lists" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_vendor_name_trgm_idx" ON "businesses" USING gin (name_key gin_trgm_ops) WITH (fastupdate=false) WHERE is_active;--> statement-breakpoint
CREATE INDEX "businesses_vendor_phone_idx" ON "businesses" USING btree (vendor_phone_key(phone)) WHERE is_active and phone is not null;--> statement-breakpoint
CREATE INDEX "businesses_vendor_web_idx" ON "businesses" USING btree (vendor_web_domain(website)) WHERE is_active and website is not null;--> statement-breakpoint
CREATE INDEX "businesses_vendor_mail_idx" ON "businesses" USING btree (vendor_mail_domain(email)) WHERE is_active and email is not null;