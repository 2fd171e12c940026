import { describe, expect, it } from "vitest";
import { certificationDecisionMail } from "./certification-decision-mail";

const BASE = {
  businessName: "Sweet Auburn Bakery",
  tier: "Certified" as const,
  origin: "https://ujamaa.example",
  url: "https://ujamaa.example/certification/b1",
};

describe("certificationDecisionMail", () => {
  it("tells the owner of an approval with its expiry and the link", async () => {
    const mail = await certificationDecisionMail("owner@example.com", {
      ...BASE,
      decision: "approved",
      notes: null,
      expires: "Nov 24, 2027",
    });
    expect(mail.subject).toBe("Sweet Auburn Bakery is now Certified");
    expect(mail.text).toContain("valid until Nov 24, 2027");
    expect(mail.text).toContain(BASE.url);
    expect(mail.text).not.toContain("Reviewer's notes");
  });

  it("names any other tier before the word certified", async () => {
    const mail = await certificationDecisionMail("owner@example.com", {
      ...BASE,
      tier: "Verified",
      decision: "approved",
      notes: null,
      expires: null,
    });
    expect(mail.subject).toBe("Sweet Auburn Bakery is now Verified certified");
  });

  it("carries the reviewer's notes on a rejection, as text in the HTML part", async () => {
    const mail = await certificationDecisionMail("owner@example.com", {
      ...BASE,
      decision: "rejected",
      notes: "Upload <b>the current</b> licence",
      expires: null,
    });
    expect(mail.subject).toBe("Your certification application for Sweet Auburn Bakery was not approved");
    expect(mail.text).toContain("Reviewer's notes: Upload <b>the current</b> licence");
    expect(mail.html).toContain("Upload &lt;b&gt;the current&lt;/b&gt; licence");
    expect(mail.html).not.toContain("<b>the current</b>");
  });
});
