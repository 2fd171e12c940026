import { describe, expect, it } from "vitest";
import {
  AFFIDAVIT_LABELS,
  affidavitSchema,
  OWNERSHIP_STATEMENT,
} from "~/domain/certification/affidavit-schema";
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { precheckApplicantFile } from "~/domain/certification/precheck-document";
import { REVIEW_STATUS_LABELS } from "~/domain/certification/review-status";
import { CERTIFICATION_STATUS_LABELS } from "~/domain/certification/statuses";
import { TIER_FEATURES, TIERS } from "~/domain/certification/tiers";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { PAYMENT_MESSAGES } from "~/domain/payments/payment-api-schema";
import { applicationAction, applicationStatusText } from "~/web/features/certification/certification-status";
import { affidavitMessage } from "./affidavit-messages";

/** What /certification/{businessId} loads: the root's namespaces and its own. */
const onApplicationPage = new Set<string>(
  (["layout", "privacy", "certification"] as const).flatMap((namespace) => NAMESPACES[namespace].ids),
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const filled = Object.fromEntries(Object.keys(AFFIDAVIT_LABELS).map((field) => [field, "x"]));

describe("the messages the application form shows but does not write itself", () => {
  it("every check of the affidavit's schema reads as a message of a catalogue the page loads", () => {
    const shown = [
      // Every field empty, the ownership not declared.
      ...messagesOf(
        affidavitSchema.safeParse({ ...filled, ...mapFields(() => ""), ownershipConfirmed: false }),
      ),
      // Too long, not a day, not a year, not a phone or an e-mail address, the NUL character.
      ...messagesOf(
        affidavitSchema.safeParse({ ...mapFields(() => "x".repeat(201)), ownershipConfirmed: true }),
      ),
      ...messagesOf(
        affidavitSchema.safeParse({
          ...mapFields(() => "x"),
          county: "\u0000",
          zipCode: "1".repeat(21),
          executionDay: "32",
          notaryDay: "0",
          executionYear: "26",
          notaryYear: "two",
          phoneNumber: "call me",
          emailAddress: "nobody",
          ownershipConfirmed: true,
        }),
      ),
      "Please sign the affidavit",
    ];
    expect(shown.length).toBeGreaterThan(40);
    const unknown = shown.filter((message) => affidavitMessage(message) === null);
    expect(unknown).toEqual([]);
    const missing = shown
      .map((message) => affidavitMessage(message)!)
      .flatMap((known) => [known.id, ...(known.field ? [known.field] : [])])
      .filter((id) => !onApplicationPage.has(id));
    expect([...new Set(missing)]).toEqual([]);
  });

  it("every text the domain writes for the page is in one too", () => {
    const named = [
      ...Object.values(AFFIDAVIT_LABELS),
      OWNERSHIP_STATEMENT,
      ...Object.values(DOCUMENT_MESSAGES).flatMap((m) =>
        typeof m === "string" ? [m] : [m.title, m.message],
      ),
      ...DOCUMENT_KINDS.map((k) => k.label),
      ...[
        { name: "a.exe", size: 1, type: "" },
        { name: "a.pdf", size: 0, type: "application/pdf" },
        { name: "a.pdf", size: 11 * 1024 * 1024, type: "application/pdf" },
      ].flatMap((file) => {
        const problem = precheckApplicantFile(file);
        return problem ? [problem.title, problem.message] : [];
      }),
      ...Object.values(CERTIFICATION_STATUS_LABELS),
      ...Object.values(REVIEW_STATUS_LABELS),
      ...TIERS,
      ...Object.values(TIER_FEATURES).flat(),
      ...Object.values(PAYMENT_MESSAGES),
      ...(["none", "pending", "approved", "rejected", "expired", "revoked"] as const).flatMap((status) => [
        applicationStatusText(status),
        applicationAction(status),
      ]),
    ];
    expect(named.filter((message) => !onApplicationPage.has(message))).toEqual([]);
  });
});

function mapFields(value: (field: string) => string): Record<string, string> {
  return Object.fromEntries(Object.keys(AFFIDAVIT_LABELS).map((field) => [field, value(field)]));
}
