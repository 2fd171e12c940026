import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactMessageSchema } from "~/domain/contact/contact-message-schema";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { NUL_NOT_ALLOWED } from "~/domain/shared/text-schema";
import { OFFLINE } from "~/web/lib/api/client";
import { MESSAGE_TOO_LONG } from "./form-messages";

/** What /contact loads: the root's namespaces and its own. */
const onContactPage = new Set<string>(
  (["layout", "categories", "privacy", "info"] as const).flatMap((namespace) => NAMESPACES[namespace].ids),
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the messages /contact shows but does not write itself", () => {
  it("every check of the contact form's schema is in a catalogue the page loads", () => {
    const tooLong = (field: keyof typeof CONTACT_LIMITS) => "a".repeat(CONTACT_LIMITS[field] + 1);
    const shown = [
      ...messagesOf(contactMessageSchema.safeParse({})),
      ...messagesOf(contactMessageSchema.safeParse({ name: "", email: "", subject: "", message: "" })),
      ...messagesOf(contactMessageSchema.safeParse({ name: " ", email: "x", subject: " ", message: " " })),
      ...messagesOf(
        contactMessageSchema.safeParse({
          name: tooLong("name"),
          email: `${tooLong("email")}@example.com`,
          subject: tooLong("subject"),
          message: tooLong("message"),
        }),
      ),
      ...messagesOf(
        contactMessageSchema.safeParse({
          name: "A\u0000",
          email: "a@example.com",
          subject: "\u0000",
          message: "\u0000",
        }),
      ),
    ];
    expect(shown).toContain("Message must be at most 5,000 characters");
    expect(shown).toContain(NUL_NOT_ALLOWED);
    expect(shown.filter((message) => !onContactPage.has(message))).toEqual([]);
  });

  it("every message the page's action and the browser's client name for the form is in one too", () => {
    expect(
      [MESSAGE_TOO_LONG, OFFLINE, "Sending..."].filter((message) => !onContactPage.has(message)),
    ).toEqual([]);
  });
});
