import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AdminTemplate, updateTemplate, uploadTemplate } from "~/web/lib/api/templates";
import AdminDocuments from "./admin-documents";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/templates", () => ({
  uploadTemplate: vi.fn(),
  updateTemplate: vi.fn(),
  deleteTemplate: vi.fn(),
}));

function template(id: string, name: string): AdminTemplate {
  return {
    id,
    name,
    description: null,
    tier: "Verified",
    kind: "business_license",
    type: "pdf",
    file_name: `${id}.pdf`,
    file_size: 10,
    upload_date: "2026-11-20T10:00:00.000Z",
    download_url: `/files/private/templates/${id}.pdf?expires=1&signature=x`,
  } as AdminTemplate;
}

/** The templates as the server has them; the page's loader reads them. */
let server: AdminTemplate[];
const loader = vi.fn(() => ({ templates: server }));

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/admin/documents", HydrateFallback: () => null, loader, Component: AdminDocuments as never },
  ]);
  render(<Stub initialEntries={["/admin/documents"]} />);
}

const list = () => screen.getByRole("region", { name: "Template documents" });

beforeEach(() => {
  server = [template("t1", "Business License Form")];
  loader.mockClear();
  vi.mocked(uploadTemplate).mockReset();
  vi.mocked(updateTemplate).mockReset();
});

describe("/admin/documents", () => {
  it("lists an uploaded template as the page reads the templates again", async () => {
    vi.mocked(uploadTemplate).mockImplementation(async (fields) => {
      server = [template("t2", fields.title), ...server];
      return server[0]!;
    });
    renderPage();
    await screen.findByRole("heading", { name: "Business License Form" });
    await userEvent.type(screen.getByLabelText(/^Title/), "Ownership Affidavit");
    await userEvent.selectOptions(screen.getByLabelText(/^Certification tier/), "Verified");
    await userEvent.selectOptions(screen.getByLabelText(/^Document type/), "business_license");
    await userEvent.upload(
      screen.getByLabelText(/^File/),
      new File(["%PDF-1.4"], "affidavit.pdf", { type: "application/pdf" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Upload Document" }));
    expect(await within(list()).findByRole("heading", { name: "Ownership Affidavit" })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(within(list()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows an edited template as the server keeps it", async () => {
    vi.mocked(updateTemplate).mockImplementation(async (id, patch) => {
      // The server trims and keeps the name its own way.
      server = server.map((t) => (t.id === id ? { ...t, name: `${patch.name} (v2)` } : t));
      return server[0]!;
    });
    renderPage();
    await screen.findByRole("heading", { name: "Business License Form" });
    await userEvent.click(screen.getByRole("button", { name: "Edit Business License Form" }));
    const name = screen.getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "License");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(list()).getByRole("heading", { name: "License (v2)" })).toBeTruthy());
    expect(updateTemplate).toHaveBeenCalledWith("t1", { name: "License", description: null });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
