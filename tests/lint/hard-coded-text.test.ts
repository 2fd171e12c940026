// No hard-coded English in the components that speak the visitor's language (issue 36, decision 062):
// their texts come from the catalogues. The folders and files below are those translated so far; a
// component moves in here when its area is translated, and none moves out.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the project (scripts/), read by Node as it is.
import { hardCodedTexts } from "../../scripts/find-hard-coded-text.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Translated so far: every .tsx under these (tests aside). */
export const TRANSLATED = [
  "src/web/root.tsx",
  "src/web/app-shell/site-header.tsx",
  "src/web/app-shell/site-footer.tsx",
  "src/web/app-shell/bottom-tab-bar.tsx",
  "src/web/app-shell/not-found.tsx",
  "src/web/features/languages",
  "src/web/routes/home.tsx",
  "src/web/routes/businesses.tsx",
  "src/web/routes/directory.tsx",
  "src/web/features/search",
  "src/web/features/categories",
  "src/web/features/businesses/list-your-business.tsx",
  "src/web/routes/auth.tsx",
  "src/web/features/accounts/sign-in",
  "src/web/features/accounts/unconfirmed-banner.tsx",
  "src/web/features/accounts/password-fields.tsx",
  "src/web/features/accounts/password-sign-in-fields.tsx",
  "src/web/features/accounts/code-field.tsx",
  "src/web/features/accounts/phone/phone-field.tsx",
  "src/web/features/accounts/phone/code-step.tsx",
  "src/web/features/privacy/cookie-banner.tsx",
  "src/web/features/privacy/privacy-snapshot.tsx",
  "src/web/features/privacy/consent-prompt.tsx",
  "src/web/routes/business-detail.tsx",
  "src/web/features/businesses/card",
  "src/web/features/businesses/page",
  "src/web/features/reviews/reviews-section.tsx",
  "src/web/features/reviews/review-view.tsx",
  "src/web/features/reviews/review-item.tsx",
  "src/web/features/reviews/rating-summary.tsx",
  "src/web/features/reviews/stars.tsx",
  "src/web/features/reviews/review-form.tsx",
  "src/web/features/reviews/own-review.tsx",
  "src/web/features/reviews/report-dialog.tsx",
  "src/web/features/reviews/reason-dialog.tsx",
  "src/web/features/reviews/response-form.tsx",
  "src/web/features/procurement/other-certification-state.tsx",
  "src/web/features/certification",
  "src/web/features/payments",
  "src/web/features/uploads",
  "src/web/routes/certification.tsx",
  "src/web/routes/certification-application.tsx",
  "src/web/routes/certification-manager-layout.tsx",
  "src/web/routes/pay.tsx",
  "src/web/routes/pay-invoice.tsx",
  "src/web/routes/renew.tsx",
  "src/web/routes/verify.tsx",
  "src/web/routes/admin-certifications.tsx",
  "src/web/routes/admin-certification-history.tsx",
  "src/web/routes/admin-documents.tsx",
  "src/web/routes/admin-other-certifications.tsx",
  "src/web/features/info",
  "src/web/features/contact",
  "src/web/routes/about.tsx",
  "src/web/routes/contact.tsx",
  "src/web/routes/privacy-policy.tsx",
  "src/web/routes/terms-of-use.tsx",
  "src/web/routes/eula.tsx",
  "src/web/routes/cookie-policy.tsx",
  "src/web/components/ui",
  "src/web/features/shared",
  "src/web/features/accounts",
  "src/web/features/notifications",
  "src/web/features/operations",
  "src/web/features/privacy",
  "src/web/features/reviews/moderation-card.tsx",
  "src/web/features/reviews/moderation-dialog.tsx",
  "src/web/routes/settings.tsx",
  "src/web/routes/hub.tsx",
  "src/web/routes/signed-in-layout.tsx",
  "src/web/routes/admin-layout.tsx",
  "src/web/routes/admin-jobs.tsx",
  "src/web/routes/admin-reviews.tsx",
  "src/web/routes/unsubscribe.tsx",
  "src/web/features/procurement",
  "src/web/routes/opportunities.tsx",
  "src/web/routes/opportunity-detail.tsx",
  "src/web/routes/opportunity-responses.tsx",
  "src/web/features/opportunities",
  "src/web/routes/dashboard-procurement.tsx",
  "src/web/routes/vendor-lists.tsx",
  "src/web/routes/vendor-list.tsx",
  "src/web/features/vendor-lists",
  "src/web/app-shell/places-bar.tsx",
  "src/web/features/places",
  "src/web/features/businesses/form",
  "src/web/routes/storefront-manager.tsx",
  "src/web/routes/dashboard.tsx",
  "src/web/features/businesses/dashboard",
  "src/web/features/analytics",
  "src/web/features/businesses/storefront",
];

function componentsUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx") && !e.name.endsWith(".test.tsx"))
    .map((e) => path.join(e.parentPath, e.name));
}

type Found = { file: string; line: number; text: string };

describe("texts of translated components", () => {
  it("come from the catalogues, none written in the component", () => {
    const files = TRANSLATED.flatMap(componentsUnder);
    expect(files.length).toBeGreaterThan(5);
    const found = files
      .flatMap((file) => hardCodedTexts(file) as Found[])
      .map((f) => `${path.relative(ROOT, f.file)}:${f.line}: ${f.text}`);
    expect(found).toEqual([]);
  });

  it("finds a hard-coded text when there is one", () => {
    const probe = path.join(ROOT, `tests/lint/__probe_${process.pid}.tsx`);
    fs.writeFileSync(
      probe,
      'export const P = ({ t }: { t: (s: string) => string }) => <p title="Opening hours">{t("Hello")} Closed now<span aria-label={t("x")}>Ujamaa</span></p>;\n',
    );
    try {
      expect((hardCodedTexts(probe) as Found[]).map((f) => f.text)).toEqual(["Opening hours", "Closed now"]);
    } finally {
      fs.rmSync(probe);
    }
  });
});
