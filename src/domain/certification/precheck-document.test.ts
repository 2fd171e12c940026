import { describe, expect, it } from "vitest";
import { precheckApplicantFile } from "./precheck-document";

describe("precheckApplicantFile", () => {
  it("accepts pdf, jpg, jpeg and png up to 10 MB", () => {
    for (const [name, type] of [
      ["a.pdf", "application/pdf"],
      ["b.JPG", "image/jpeg"],
      ["c.jpeg", "image/jpeg"],
      ["d.png", "image/png"],
      ["e.pdf", ""],
    ] as const)
      expect(precheckApplicantFile({ name, type, size: 10 * 1024 * 1024 })).toBeNull();
  });
  it("refuses other types, empty and too large files with the spec's titles", () => {
    expect(precheckApplicantFile({ name: "a.docx", type: "application/msword", size: 5 })?.title).toBe(
      "Invalid file type",
    );
    expect(precheckApplicantFile({ name: "a.pdf", type: "text/html", size: 5 })?.title).toBe(
      "Invalid file type",
    );
    expect(precheckApplicantFile({ name: "a.pdf", type: "application/pdf", size: 0 })?.message).toBe(
      "The file is empty.",
    );
    expect(
      precheckApplicantFile({ name: "a.pdf", type: "application/pdf", size: 10 * 1024 * 1024 + 1 })?.title,
    ).toBe("File too large");
  });
});
