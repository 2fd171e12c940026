ALTER TABLE "contract_opportunities" ADD COLUMN "naics_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_opportunities" ADD COLUMN "naics_prefixes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_opportunities_naics_idx" ON "contract_opportunities" USING gin ("naics_prefixes") WITH (fastupdate=false);