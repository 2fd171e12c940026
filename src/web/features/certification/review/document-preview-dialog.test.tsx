import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReviewDocument } from "~/web/lib/api/certification-review";
import { DocumentPreviewDialog } from "./document-preview-dialog";

const SIGNED = "?expires=1900000000&signature=abc_-1";

function documentOf(file_name: string, mime_type: string): ReviewDocument {
  return {
    id: "d1",
    business_id: "b1",
    document_type: "affidavit",
    template_id: null,
    application_id: "app-1",
    file_name,
    mime_type,
    file_size: 10,
    review_status: "pending",
    admin_notes: null,
    reviewed_at: null,
    upload_date: "2026-11-20T09:00:00.000Z",
    url: `/files/private/documents/b1/1-${file_name}${SIGNED}`,
  };
}

const open = (doc: ReviewDocument) =>
  render(<DocumentPreviewDialog document={doc} onClose={vi.fn()} onReviewed={vi.fn()} />);

describe("DocumentPreviewDialog", () => {
  it("shows a PDF in a frame on the signed link, and offers its download", () => {
    open(documentOf("affidavit.pdf", "application/pdf"));
    const frame = screen.getByTitle("Preview of affidavit.pdf") as HTMLIFrameElement;
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toMatch(/^\/files\/private\/documents\/b1\/1-affidavit\.pdf\?expires=/);
    expect(screen.queryByText("Preview not available for this file type.")).toBeNull();
    const download = screen.getByRole("link", { name: "Download" });
    expect(download.getAttribute("href")).toBe(
      `/files/private/documents/b1/1-affidavit.pdf${SIGNED}&download=1`,
    );
    expect(download.getAttribute("download")).toBe("affidavit.pdf");
  });

  it("shows an image inline, with no frame", () => {
    open(documentOf("license.png", "image/png"));
    expect(screen.getByRole("img", { name: "Preview of license.png" })).toBeTruthy();
    expect(screen.queryByTitle("Preview of license.png")).toBeNull();
  });

  it("says a Word document cannot be previewed and offers its download", () => {
    open(documentOf("form.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"));
    expect(screen.getByText("Preview not available for this file type.")).toBeTruthy();
    expect(screen.queryByTitle("Preview of form.docx")).toBeNull();
    expect(screen.getByRole("link", { name: "Download" }).getAttribute("href")).toContain("&download=1");
  });
});
