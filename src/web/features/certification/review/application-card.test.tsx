import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AFFIDAVIT_LABELS, type AffidavitField } from "~/domain/certification/affidavit-schema";
import type { ReviewCard } from "~/web/lib/api/certification-review";
import { filledAffidavit } from "../../../../../tests/support/affidavit";
import { ApplicationCard } from "./application-card";

const affidavit = {
  ...filledAffidavit({ businessName: "Peach <b>Tree</b> Goods", notaryPublic: "Nia Notary" }),
  ownershipConfirmed: true as const,
};

function cardOf(status: "pending" | "approved"): ReviewCard {
  const decided = status === "approved";
  return {
    business: {
      id: "b1",
      name: "Peach Tree Goods",
      certification_tier: "Preferred",
      certification_status: status,
      is_verified: decided,
      certification_requested_at: "2026-11-20T10:00:00.000Z",
      certification_expires_at: decided ? "2027-11-21T10:00:00.000Z" : null,
      category: "Retail",
      sub_category: "Gifts",
      address: "12 Main St",
      city: "Atlanta",
      state: "GA",
      zip_code: "30303",
      phone: "404-555-0100",
      email: "shop@example.com",
    },
    owner_email: "ada@example.com",
    application: {
      id: "app-1",
      business_id: "b1",
      tier: "Preferred",
      status,
      affidavit,
      signature_url: "/files/private/signatures/b1/s.png?expires=1&signature=x",
      is_renewal: false,
      submitted_at: "2026-11-20T10:00:00.000Z",
      decided_at: decided ? "2026-11-21T10:00:00.000Z" : null,
      review_notes: decided ? "All in order" : null,
    },
    documents: [
      {
        id: "d1",
        business_id: "b1",
        document_type: "business_license",
        template_id: null,
        application_id: "app-1",
        file_name: "license.png",
        mime_type: "image/png",
        file_size: 10,
        review_status: status,
        admin_notes: null,
        reviewed_at: decided ? "2026-11-21T10:00:00.000Z" : null,
        upload_date: "2026-11-20T09:00:00.000Z",
        url: "/files/private/documents/b1/license.png?expires=1&signature=x",
      },
    ],
    document_count: 1,
    payment: {
      id: "p1",
      tier: "Preferred",
      amount_cents: 59_900,
      currency: "usd",
      paid_at: "2026-11-19T10:00:00.000Z",
    },
    history: [
      ...(decided
        ? [
            {
              id: "e2",
              business_id: "b1",
              actor_name: "Ida Admin",
              from_status: "pending" as const,
              to_status: "approved" as const,
              tier: "Preferred" as const,
              notes: "All in order",
              created_at: "2026-11-21T10:00:00.000Z",
            },
          ]
        : []),
      {
        id: "e1",
        business_id: "b1",
        actor_name: "Ada Owner",
        from_status: "none",
        to_status: "pending",
        tier: "Preferred",
        notes: null,
        created_at: "2026-11-20T10:00:00.000Z",
      },
    ],
  };
}

function renderCard(card: ReviewCard, onPreview = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: "/admin/certifications",
      Component: () => (
        <ApplicationCard card={card} deciding={false} onDecide={vi.fn()} onPreview={onPreview} />
      ),
    },
  ]);
  render(<Stub initialEntries={["/admin/certifications"]} />);
  return screen.findByRole("article", { name: "Peach Tree Goods" });
}

describe("ApplicationCard", () => {
  it("shows the whole submission: every affidavit field, the signature, the documents, the payment, the history", async () => {
    const article = await renderCard(cardOf("pending"));
    const fields = Object.keys(AFFIDAVIT_LABELS) as AffidavitField[];
    expect(fields).toHaveLength(20);
    for (const field of fields) {
      const value = article.querySelector(`dd[data-field="${field}"]`);
      expect(value?.textContent, field).toBe(String(affidavit[field]));
      expect(value?.previousElementSibling?.textContent).toBe(AFFIDAVIT_LABELS[field]);
    }
    // Typed text stays text.
    expect(article.querySelector('dd[data-field="businessName"] b')).toBeNull();
    expect(within(article).getByText("Declared ownership of at least 51% of the business.")).toBeTruthy();
    // The affidavit is open on a pending card: the admin reads it before deciding.
    expect(article.querySelector("details")?.open).toBe(true);
    expect(
      within(article).getByRole("img", { name: "The applicant's signature for Peach Tree Goods" }),
    ).toBeTruthy();
    expect(within(article).getByRole("button", { name: "Preview license.png" })).toBeTruthy();
    expect(within(article).getByText("Pending Review", { selector: "li span" })).toBeTruthy();
    expect(within(article).getByText("$599.00, paid on Nov 19, 2026")).toBeTruthy();
    const history = within(article)
      .getByText(/^History \(1\)/)
      .closest("details")!;
    expect(history.textContent).toContain("None → Pending Review");
    expect(history.textContent).toContain("By Ada Owner");
    expect(within(article).getByRole("button", { name: "Approve Application" })).toBeTruthy();
  });

  it("shows a decided application read-only, its documents approved, and the decision in the history", async () => {
    const article = await renderCard(cardOf("approved"));
    expect(within(article).queryByRole("button", { name: "Approve Application" })).toBeNull();
    const documents = within(article).getByRole("region", { name: "Documents of Peach Tree Goods" });
    expect(within(documents).getByText("Approved")).toBeTruthy();
    expect(within(documents).queryByText("Pending Review")).toBeNull();
    expect(article.querySelector('dd[data-field="notaryPublic"]')?.textContent).toBe("Nia Notary");
    const history = within(article)
      .getByText(/^History \(2\)/)
      .closest("details")!;
    const entries = within(history)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(entries[0]).toContain("Pending Review → Approved");
    expect(entries[0]).toContain("By Ida Admin");
    expect(entries[0]).toContain("All in order");
    expect(entries[1]).toContain("None → Pending Review");
  });

  it("says so when an application has no payment or affidavit on file", async () => {
    const card = cardOf("pending");
    const article = await renderCard({
      ...card,
      payment: null,
      application: { ...card.application!, affidavit: null },
    });
    expect(within(article).getByText("No payment on file")).toBeTruthy();
    expect(within(article).getByText("No affidavit on file.")).toBeTruthy();
  });
});
