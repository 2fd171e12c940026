CREATE TABLE "directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_version_single_row" CHECK ("directory_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Statement-level: a bulk insert bumps the version once, not once per row.
CREATE OR REPLACE FUNCTION bump_directory_version() RETURNS trigger AS $$
BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER businesses_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
