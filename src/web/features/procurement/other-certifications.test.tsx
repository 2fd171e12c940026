import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import {
  addOtherCertification,
  deleteOtherCertification,
  updateOtherCertification,
} from "~/web/lib/api/other-certifications";
import { ForBuyersSection } from "./for-buyers-section";
import { OtherCertificationsEditor } from "./other-certifications-editor";

vi.mock("~/web/lib/api/other-certifications", () => ({
  addOtherCertification: vi.fn(),
  updateOtherCertification: vi.fn(),
  deleteOtherCertification: vi.fn(),
}));
vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const cert = (over: Partial<OtherCertification> = {}): OtherCertification => ({
  id: "c1",
  business_id: "b1",
  kind: "nmsdc_mbe",
  kind_label: "NMSDC MBE",
  name: null,
  title: "NMSDC MBE",
  certifier: "Georgia MSDC",
  number: "ATL-1",
  expires_on: "2030-06-30",
  expired: false,
  checked: false,
  checked_at: null,
  checked_by: null,
  file: { file_name: "mbe.pdf", file_size: 10, mime_type: "application/pdf", url: "/api/v1/x/file" },
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("other certifications in the dashboard's For buyers", () => {
  it("asks a new business to be saved first", () => {
    render(<OtherCertificationsEditor id="oc" businessId={undefined} initial={null} />);
    expect(screen.getByRole("region", { name: "Other certifications" }).textContent).toContain(
      "Save the business first",
    );
  });

  it("lists them with their check, who checked and the certificate's link", () => {
    render(
      <OtherCertificationsEditor
        id="oc"
        businessId="b1"
        initial={[
          cert(),
          cert({
            id: "c2",
            kind: "dbe",
            title: "DBE",
            checked: true,
            checked_at: "2026-02-03T10:00:00.000Z",
            checked_by: { id: "u1", name: "Ada Checker" },
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Not checked yet");
    expect(items[1]!.textContent).toContain("Checked by Ujamaa on Feb 03, 2026 (Ada Checker)");
    expect(
      within(items[0]!).getByRole("link", { name: "View certificate of NMSDC MBE" }).getAttribute("href"),
    ).toBe("/api/v1/x/file");
  });

  it("adds one with its certificate: the file is required, the new one joins the list", async () => {
    vi.mocked(addOtherCertification).mockResolvedValue(cert({ id: "c9", kind: "hub", title: "State HUB" }));
    render(<OtherCertificationsEditor id="oc" businessId="b1" initial={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a certification" }));
    const group = screen.getByRole("group", { name: "Add an other certification" });
    fireEvent.change(within(group).getByLabelText("Kind"), { target: { value: "hub" } });
    fireEvent.change(within(group).getByLabelText("Certifier"), { target: { value: "Texas CPA" } });
    fireEvent.change(within(group).getByLabelText("Certificate number"), { target: { value: "HUB-7" } });
    fireEvent.change(within(group).getByLabelText("Expiry date"), { target: { value: "2031-01-31" } });
    fireEvent.click(within(group).getByRole("button", { name: "Add certification" }));
    expect(within(group).getByText("Upload the certificate (PDF, JPG or PNG)")).toBeTruthy();
    expect(addOtherCertification).not.toHaveBeenCalled();

    const file = new File(["%PDF-1.4"], "hub.pdf", { type: "application/pdf" });
    fireEvent.change(within(group).getByLabelText("Certificate"), { target: { files: [file] } });
    fireEvent.click(within(group).getByRole("button", { name: "Add certification" }));
    await waitFor(() =>
      expect(screen.queryByRole("group", { name: "Add an other certification" })).toBeNull(),
    );
    expect(addOtherCertification).toHaveBeenCalledWith(
      "b1",
      { kind: "hub", name: "", certifier: "Texas CPA", number: "HUB-7", expires_on: "2031-01-31", file },
      expect.any(Function),
    );
    expect(screen.getByRole("listitem").textContent).toContain("State HUB");
  });

  it("shows the server's refusal beside its field", async () => {
    const { ApiError } = await import("~/web/lib/api/client");
    vi.mocked(updateOtherCertification).mockRejectedValue(
      new ApiError(400, "validation", "Invalid", { expires_on: "Expiry must be a date from 1950 to 2056" }),
    );
    render(<OtherCertificationsEditor id="oc" businessId="b1" initial={[cert()]} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit NMSDC MBE" }));
    const group = screen.getByRole("group", { name: "Change NMSDC MBE" });
    fireEvent.change(within(group).getByLabelText("Expiry date"), { target: { value: "1850-01-01" } });
    fireEvent.click(within(group).getByRole("button", { name: "Save certification" }));
    expect(await within(group).findByText("Expiry must be a date from 1950 to 2056")).toBeTruthy();
    expect(within(group).getByLabelText("Expiry date").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks before deleting one", async () => {
    vi.mocked(deleteOtherCertification).mockResolvedValue(undefined as never);
    render(<OtherCertificationsEditor id="oc" businessId="b1" initial={[cert()]} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete NMSDC MBE" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this certification?" });
    expect(deleteOtherCertification).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteOtherCertification).toHaveBeenCalledWith("b1", "c1"));
    await waitFor(() => expect(screen.queryByRole("listitem")).toBeNull());
  });
});

describe("other certifications on the business page", () => {
  it("shows a checked one with its date, an expired one as Expired, never a file or who checked", () => {
    const profile: ProcurementProfile = {
      business_id: "b1",
      naics_edition: "NAICS 2017",
      naics: [],
      capabilities: null,
      differentiators: null,
      service_areas: [],
      past_performance: [],
      uei: null,
      cage: null,
      other_certifications: [
        cert({ checked: true, checked_at: "2026-02-03T10:00:00.000Z", file: null }),
        cert({ id: "c2", kind: "dbe", title: "DBE", expires_on: "2001-01-31", expired: true, file: null }),
      ],
      updated_at: null,
    };
    render(<ForBuyersSection profile={profile} />);
    const section = screen.getByRole("region", { name: "For buyers" });
    const [checked, expired] = within(section).getAllByRole("listitem");
    expect(checked!.textContent).toContain("NMSDC MBE");
    expect(checked!.textContent).toContain("Checked by Ujamaa on Feb 03, 2026");
    expect(checked!.textContent).toContain("Expires Jun 30, 2030");
    expect(within(expired!).getByText("Expired")).toBeTruthy();
    expect(expired!.textContent).not.toContain("Checked by Ujamaa");
    expect(within(section).queryByRole("link")).toBeNull();
  });
});
