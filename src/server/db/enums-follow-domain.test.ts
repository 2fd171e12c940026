import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "~/domain/accounts/account-types";
import { BUSINESS_EVENT_KINDS } from "~/domain/analytics/business-events";
import { CERTIFICATION_STATUSES, REVIEW_STATUSES } from "~/domain/certification/statuses";
import { TIERS } from "~/domain/certification/tiers";
import { NOTIFICATION_TYPES } from "~/domain/notifications/notification-types";
import { RESPONSE_STATUSES } from "~/domain/opportunities/opportunity-response-rules";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { STORED_OPPORTUNITY_STATUSES } from "~/domain/opportunities/opportunity-status";
import { PAYMENT_STATUSES } from "~/domain/payments/payment-api-schema";
import { PLACEMENT_SOURCES } from "~/domain/places/placement";
import { OTHER_CERTIFICATION_KINDS } from "~/domain/procurement/other-certification-rules";
import { REVIEW_EVENT_ACTIONS } from "~/domain/reviews/review-rules";
import {
  MATCH_CONFIDENCES,
  MATCH_DECISIONS,
  VENDOR_LIST_STATUSES,
} from "~/domain/vendor-lists/vendor-list-rules";
import { VENDOR_CHANGE_KINDS, WEBHOOK_DELIVERY_STATUSES } from "~/domain/vendor-lists/vendor-watch-rules";
import { createTestDatabase, type Engine, engines } from "../../../tests/support/test-database";
import type { Database } from "./client";

/** Every enum type of the migrated database, and the one domain list it is made from (a vocabulary is written once). */
const DOMAIN_LISTS: Record<string, readonly string[]> = {
  certification_tier: TIERS,
  certification_status: CERTIFICATION_STATUSES,
  review_status: REVIEW_STATUSES,
  role: ROLES,
  notification_type: NOTIFICATION_TYPES,
  opportunity_category: OPPORTUNITY_CATEGORIES,
  opportunity_status: STORED_OPPORTUNITY_STATUSES,
  opportunity_response_status: RESPONSE_STATUSES,
  payment_status: PAYMENT_STATUSES,
  review_event_action: REVIEW_EVENT_ACTIONS,
  analytics_kind: BUSINESS_EVENT_KINDS,
  placement_source: PLACEMENT_SOURCES,
  other_certification_kind: OTHER_CERTIFICATION_KINDS,
  vendor_list_status: VENDOR_LIST_STATUSES,
  match_confidence: MATCH_CONFIDENCES,
  match_decision: MATCH_DECISIONS,
  vendor_change_kind: VENDOR_CHANGE_KINDS,
  webhook_delivery_status: WEBHOOK_DELIVERY_STATUSES,
};

describe.each(engines())("the database's enums on %s", (engine: Engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("are the domain's lists, value for value and in order, after every migration", async () => {
    const { rows } = await database.raw.query(
      `select t.typname as name, e.enumlabel as value
         from pg_type t
         join pg_enum e on e.enumtypid = t.oid
         join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public'
        order by t.typname, e.enumsortorder`,
    );
    const inDatabase: Record<string, string[]> = {};
    for (const { name, value } of rows)
      inDatabase[String(name)] = [...(inDatabase[String(name)] ?? []), String(value)];
    expect(Object.keys(inDatabase).sort()).toEqual(Object.keys(DOMAIN_LISTS).sort());
    for (const [name, values] of Object.entries(DOMAIN_LISTS)) {
      expect(inDatabase[name], name).toEqual([...values]);
    }
  });
});
