import { describe, expect, it } from "vitest";
import { filledAffidavit } from "../../../tests/support/affidavit";
import { affidavitSchema } from "./affidavit-schema";
import { applicationProgress } from "./application-progress";
import { certificationExpiry, nextCertificationStatus } from "./certification-machine";
import { cleanFileName, formatDocumentType, formatTemplateNotes, parseTemplateNotes } from "./document-rules";

describe("the certification state machine", () => {
  it("submits from none or rejected only", () => {
    expect(nextCertificationStatus("none", "submit")).toBe("pending");
    expect(nextCertificationStatus("rejected", "submit")).toBe("pending");
    expect(nextCertificationStatus("pending", "submit")).toBeNull();
    expect(nextCertificationStatus("approved", "submit")).toBeNull();
  });

  it("decides a pending application only", () => {
    expect(nextCertificationStatus("pending", "approve")).toBe("approved");
    expect(nextCertificationStatus("pending", "reject")).toBe("rejected");
    for (const from of ["none", "approved", "rejected"] as const) {
      expect(nextCertificationStatus(from, "approve")).toBeNull();
      expect(nextCertificationStatus(from, "reject")).toBeNull();
    }
  });

  it("certifies for one year", () => {
    expect(certificationExpiry(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe(
      "2027-11-23T10:00:00.000Z",
    );
  });
});

describe("the submission progress (spec part 2 §2)", () => {
  const affidavit = filledAffidavit();

  it("counts templates, the affidavit for a paid tier and the signature", () => {
    expect(
      applicationProgress({
        tier: "Certified",
        requiredDocuments: 3,
        uploadedDocuments: 1,
        affidavit,
        hasSignature: false,
      }),
    ).toEqual({ completed: 2, total: 5, complete: false });
    expect(
      applicationProgress({
        tier: "Certified",
        requiredDocuments: 3,
        uploadedDocuments: 3,
        affidavit,
        hasSignature: true,
      }),
    ).toEqual({ completed: 5, total: 5, complete: true });
    expect(
      applicationProgress({
        tier: "Free",
        requiredDocuments: 0,
        uploadedDocuments: 0,
        affidavit: {},
        hasSignature: true,
      }),
    ).toEqual({ completed: 1, total: 1, complete: true });
  });

  it("counts the affidavit as done only once every required field is as Submit wants it", () => {
    const all = {
      tier: "Certified",
      requiredDocuments: 4,
      uploadedDocuments: 4,
      hasSignature: true,
    } as const;
    expect(applicationProgress({ ...all, affidavit })).toEqual({ completed: 6, total: 6, complete: true });
    for (const gap of [
      { notaryPublic: "" },
      { county: "   " },
      { emailAddress: "ada at example" },
      { ownershipConfirmed: false },
    ]) {
      expect(applicationProgress({ ...all, affidavit: filledAffidavit(gap) }), JSON.stringify(gap)).toEqual({
        completed: 5,
        total: 6,
        complete: false,
      });
    }
  });
});

describe("document rules", () => {
  it("cleans file names to letters, digits, - _ . and 100 characters", () => {
    expect(cleanFileName("My Licence (2026) <b>.pdf")).toBe("My_Licence_2026_b_.pdf");
    expect(cleanFileName(`${"a".repeat(150)}.pdf`)).toHaveLength(100);
    expect(cleanFileName(`${"a".repeat(150)}.pdf`).endsWith(".pdf")).toBe(true);
    expect(cleanFileName("../../etc/passwd")).toBe("etc_passwd");
  });

  it("shows the type uppercase with spaces", () => {
    expect(formatDocumentType("business_license")).toBe("BUSINESS LICENSE");
    expect(formatDocumentType("Certified-insurance_certificate")).toBe("INSURANCE CERTIFICATE");
  });

  it("keeps a template's title and instructions in two lines", () => {
    const notes = formatTemplateNotes({ title: " W-9 ", instructions: "Sign and\nscan" });
    expect(notes).toBe("Title: W-9\nInstructions: Sign and scan");
    expect(parseTemplateNotes(notes)).toEqual({ title: "W-9", instructions: "Sign and scan" });
    expect(parseTemplateNotes(null)).toEqual({ title: null, instructions: null });
  });
});

describe("the affidavit", () => {
  const filled = filledAffidavit();

  it("accepts a complete form and keeps markup as typed text", () => {
    const parsed = affidavitSchema.parse({ ...filled, title: "<b>Owner</b>" });
    expect(parsed.title).toBe("<b>Owner</b>");
  });

  it("requires every field and the 51% statement", () => {
    const result = affidavitSchema.safeParse({ ...filled, county: " ", ownershipConfirmed: false });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["county", "ownershipConfirmed"]));
  });
});
