import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/web/components/ui/toast";
import {
  type ApplicantDocument,
  type ApplicationPage,
  removeApplicantDocument,
  uploadApplicantDocument,
} from "~/web/lib/api/certification";
import { ApiError } from "~/web/lib/api/client";
import { startFirstYearCheckout } from "~/web/lib/api/payments";
import { filledAffidavit } from "../../../tests/support/affidavit";
import CertificationApplication from "./certification-application";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/payments", () => ({ startFirstYearCheckout: vi.fn() }));
vi.mock("~/web/lib/api/certification", () => ({
  uploadApplicantDocument: vi.fn(),
  removeApplicantDocument: vi.fn(),
  submitApplication: vi.fn(),
}));

const MARKUP = '<img src=x onerror="alert(1)"> & Sons';
const affidavit = filledAffidavit({ businessName: MARKUP, title: "<b>CEO</b>" });

type Status = "none" | "pending" | "approved" | "rejected";

function pageOf(
  status: Status,
  signed = true,
  paidAt: string | null = "2026-11-19T10:00:00.000Z",
): ApplicationPage {
  const application =
    status === "none"
      ? null
      : {
          id: "app-1",
          business_id: "b1",
          tier: "Certified" as const,
          status,
          affidavit: { ...affidavit, ownershipConfirmed: true as const },
          signature_url: signed ? "/files/private/signatures/b1/s.png?expires=1&signature=x" : null,
          is_renewal: false,
          submitted_at: "2026-11-20T10:00:00.000Z",
          decided_at: status === "pending" ? null : "2026-11-21T10:00:00.000Z",
          review_notes: status === "rejected" ? "The <i>license</i> has expired." : null,
        };
  return {
    business: {
      id: "b1",
      name: "Peach Tree Goods",
      certification_tier: "Certified",
      certification_status: status,
      is_verified: false,
      certification_requested_at: status === "none" ? null : "2026-11-20T10:00:00.000Z",
      certification_expires_at: status === "approved" ? "2027-11-21T10:00:00.000Z" : null,
      category: "Retail",
      sub_category: null,
      address: "12 Main St",
      city: "Atlanta",
      state: "GA",
      zip_code: "30303",
      phone: "404-555-0100",
      email: null,
    },
    templates: [
      {
        id: "t1",
        title: "Business License Form",
        instructions: "Sign every page.",
        tier: "Certified",
        kind: "business_license",
        file_name: "license.pdf",
        mime_type: "application/pdf",
        file_size: 10,
        upload_date: "2026-11-01T00:00:00.000Z",
        download_url: "/files/private/templates/license.pdf?expires=1&signature=x",
      },
    ],
    documents: application
      ? [
          {
            id: "d1",
            business_id: "b1",
            document_type: "business_license",
            template_id: "t1",
            application_id: "app-1",
            file_name: "license.pdf",
            mime_type: "application/pdf",
            file_size: 10,
            // The admin's decision on the application reaches its documents.
            review_status: status === "approved" || status === "rejected" ? status : "pending",
            admin_notes: null,
            reviewed_at: status === "pending" ? null : "2026-11-21T10:00:00.000Z",
            upload_date: "2026-11-20T09:00:00.000Z",
            url: "/files/private/documents/b1/license.pdf?expires=1&signature=x",
          },
        ]
      : [],
    latest_application: application,
    first_year_payments: { Verified: null, Certified: paidAt, Preferred: null },
    certification_end: null,
  };
}

function renderPage(status: Status, signed = true, paidAt?: string | null) {
  const Stub = createRoutesStub([
    {
      path: "/certification/:businessId",
      HydrateFallback: () => null,
      loader: () => ({
        page: pageOf(status, signed, paidAt),
        affidavit: { ...affidavit, businessName: "Peach Tree Goods", title: "", ownershipConfirmed: false },
        now: "2026-11-23T12:00:00.000Z",
      }),
      // The stub's component props are looser than the route's generated ones.
      Component: CertificationApplication as never,
    },
  ]);
  render(<Stub initialEntries={["/certification/b1"]} />);
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  window.sessionStorage.clear();
});

describe("/certification/{businessId}", () => {
  it("counts progress and says 'Incomplete Application' when Submit is pressed early", async () => {
    renderPage("none");
    // Nothing is done yet: the prefilled affidavit still lacks its title and the ownership box.
    expect(await screen.findByText("0 of 3 completed")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Submit Application" });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(submit);
    expect(toast.error).toHaveBeenCalledWith("Incomplete Application", {
      description: "Please complete all required items before submitting",
    });
    expect(screen.getByText("Please sign the affidavit")).toBeTruthy();
    // Preferred has no template here: its total is the affidavit and the signature.
    await userEvent.click(screen.getByRole("radio", { name: /Preferred/ }));
    expect(screen.getByText("0 of 2 completed")).toBeTruthy();
    // The affidavit counts once every field is as Submit wants it.
    await userEvent.type(screen.getByLabelText("Title"), "Owner");
    expect(screen.getByText("0 of 2 completed")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox"));
    expect(screen.getByText("1 of 2 completed")).toBeTruthy();
    expect(screen.getByText("No documents are required for the Preferred tier.")).toBeTruthy();
  });

  it("shows the chosen tier's payment: paid with its date, or the button; Submit asks for it first", async () => {
    renderPage("none");
    const payment = await screen.findByRole("region", { name: "Payment" });
    expect(payment.textContent).toContain("$348 a year");
    expect(within(payment).getByText("Paid on November 19, 2026")).toBeTruthy();
    expect(within(payment).queryByRole("button")).toBeNull();
    // Verified is not paid: the button, and Submit refuses with 'Payment Required'.
    await userEvent.click(screen.getByRole("radio", { name: /Verified/ }));
    expect(within(payment).getByText(/Pay first/)).toBeTruthy();
    const pay = within(payment).getByRole("button", { name: "Pay $180 and continue" });
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(toast.error).toHaveBeenCalledWith("Payment Required", {
      description: "Please pay the annual fee before submitting",
    });
    // The count does not include the payment.
    expect(screen.getByText("0 of 2 completed")).toBeTruthy();
    vi.mocked(startFirstYearCheckout).mockRejectedValue(new ApiError(503, "unavailable", "down"));
    await userEvent.click(pay);
    expect(startFirstYearCheckout).toHaveBeenCalledWith("b1", "Verified");
    expect(toast.error).toHaveBeenCalledWith("Payment Error", { description: "Failed to start the payment" });
  });

  it("shows a pending application read-only, its affidavit's markup as text", async () => {
    renderPage("pending");
    expect(await screen.findByRole("heading", { name: "Application under review" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "license.pdf" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
    const business = document.querySelector('dd[data-field="businessName"]')!;
    expect(business.textContent).toBe(MARKUP);
    expect(business.querySelector("img")).toBeNull();
    expect(document.querySelector('dd[data-field="title"] b')).toBeNull();
    expect(screen.getByRole("img", { name: "The applicant's signature" })).toBeTruthy();
    expect(screen.queryByText("No signature on file")).toBeNull();
  });

  it("shows each submitted document's review status in the admin review's words, as the decision left it", async () => {
    const statusOf = (name: string) =>
      screen.getByRole("link", { name }).closest("li")!.textContent?.replace(name, "");
    renderPage("pending");
    expect(await screen.findByRole("link", { name: "license.pdf" })).toBeTruthy();
    expect(statusOf("license.pdf")).toContain("Review status: Pending Review");
    cleanup();

    renderPage("approved");
    expect(await screen.findByRole("heading", { name: "Certification active" })).toBeTruthy();
    expect(statusOf("license.pdf")).toContain("Review status: Approved");
    expect(screen.queryByText("Pending Review")).toBeNull();
    cleanup();

    renderPage("rejected");
    const alert = await screen.findByRole("alert");
    const rejected = within(alert).getByRole("link", { name: "license.pdf" }).closest("li")!;
    expect(rejected.textContent).toContain("Review status: Rejected");
    expect(screen.queryByText("Pending Review")).toBeNull();
  });

  it("says 'No signature on file' for an application without one (the demo data's)", async () => {
    renderPage("pending", false);
    expect(await screen.findByRole("heading", { name: "Signature" })).toBeTruthy();
    expect(screen.getByText("No signature on file")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "The applicant's signature" })).toBeNull();
  });

  it("shows the admin's review notes after a rejection, as text, and lets the owner apply again", async () => {
    renderPage("rejected");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Application rejected" })).toBeTruthy();
    expect(within(alert).getByText("The <i>license</i> has expired.")).toBeTruthy();
    expect(alert.querySelector("i")).toBeNull();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeTruthy();
    expect(screen.getByLabelText("Upload Business License Form")).toBeTruthy();
  });

  it("keeps the affidavit typed in this tab across the trip to the checkout", async () => {
    renderPage("none", true, null);
    const county = await screen.findByLabelText("County");
    await userEvent.clear(county);
    await userEvent.type(county, "Cobb");
    await userEvent.click(screen.getByRole("checkbox"));
    cleanup();
    // Back from the checkout: a new page load in the same tab; the draft comes back once the page is live.
    renderPage("none");
    await waitFor(() => expect((screen.getByLabelText("County") as HTMLInputElement).value).toBe("Cobb"));
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
    cleanup();

    // Only the affidavit's own fields, of their own type, are read back.
    window.sessionStorage.setItem(
      "ujamaa.affidavit.b1",
      JSON.stringify({ county: 7, injected: "x", city: "Macon" }),
    );
    renderPage("none");
    await waitFor(() => expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Macon"));
    expect((screen.getByLabelText("County") as HTMLInputElement).value).toBe(affidavit.county);
  });

  it("shows an uploaded or removed document as the page reads it again", async () => {
    // The server's drafts: the page's loader reads them, the upload and the removal change them.
    let drafts: ApplicantDocument[] = [];
    const draft = (name: string): ApplicantDocument => ({
      id: "d9",
      business_id: "b1",
      document_type: "business_license",
      template_id: "t1",
      application_id: null,
      file_name: name,
      mime_type: "application/pdf",
      file_size: 10,
      review_status: "pending",
      admin_notes: null,
      reviewed_at: null,
      upload_date: "2026-11-22T09:00:00.000Z",
      url: `/files/private/documents/b1/${name}?expires=1&signature=x`,
    });
    vi.mocked(uploadApplicantDocument).mockImplementation(async (_business, _template, file) => {
      // The server keeps its own name for the file; the page shows what the server has.
      drafts = [draft(`stored-${file.name}`)];
      return drafts[0]!;
    });
    vi.mocked(removeApplicantDocument).mockImplementation(async () => {
      drafts = [];
      return undefined as never;
    });
    const loader = vi.fn(() => ({
      page: { ...pageOf("none"), documents: drafts },
      affidavit: { ...affidavit, businessName: "Peach Tree Goods", title: "", ownershipConfirmed: false },
    }));
    const Stub = createRoutesStub([
      {
        path: "/certification/:businessId",
        HydrateFallback: () => null,
        loader,
        Component: CertificationApplication as never,
      },
    ]);
    render(<Stub initialEntries={["/certification/b1"]} />);

    const input = await screen.findByLabelText("Upload Business License Form");
    await userEvent.upload(input, new File(["%PDF-1.4"], "license.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("link", { name: "stored-license.pdf" })).toBeTruthy();
    expect(uploadApplicantDocument).toHaveBeenCalledWith("b1", "t1", expect.any(File), expect.any(Function));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByText("1 of 3 completed")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remove stored-license.pdf" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByLabelText("Upload Business License Form")).toBeTruthy();
    expect(removeApplicantDocument).toHaveBeenCalledWith("b1", "d9");
    expect(loader).toHaveBeenCalledTimes(3);
    expect(screen.getByText("0 of 3 completed")).toBeTruthy();
  });
});
