import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/languages/languages";
import type { VendorChange } from "~/domain/vendor-lists/vendor-list-watch";
import { vendorChangeSentence } from "~/domain/vendor-lists/vendor-watch-rules";
import { useT } from "~/web/features/languages/language-context";
import { inLanguage } from "../../../../tests/support/in-language";
import { matchReasonText } from "./vendor-list-sentences";

const change = (over: Partial<VendorChange>): VendorChange => ({
  id: "ch1",
  kind: "revoked",
  business_id: "b1",
  business_name: "Mahogany Pages Bookstore",
  tier: "Certified",
  previous_tier: null,
  sentence: "Mahogany Pages Bookstore's Certified certification was revoked.",
  happened_at: "2026-11-24T15:00:00.000Z",
  ...over,
});

function Said({ reason, changes }: { reason: string; changes: VendorChange[] }) {
  const t = useT();
  return (
    <ul>
      <li>{matchReasonText(t, reason)}</li>
      {changes.map((c) => (
        <li key={c.kind}>{vendorChangeSentence(t, c)}</li>
      ))}
    </ul>
  );
}

function said(language: Language, reason: string, changes: VendorChange[] = []) {
  render(inLanguage(language, ["vendorLists"], <Said reason={reason} changes={changes} />));
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

describe("a vendor list's reasons and changes in the page's language", () => {
  it("English reads as the server wrote it", () => {
    const sentences = said("en", "same phone; same e-mail domain; name 92 % alike", [change({})]);
    expect(sentences).toEqual([
      "same phone; same e-mail domain; name 92 % alike",
      "Mahogany Pages Bookstore's Certified certification was revoked.",
    ]);
  });

  it("French says the reason's parts and each kind of change in its words", () => {
    const changes = [
      change({}),
      change({ kind: "tier_changed", tier: "Preferred", previous_tier: "Certified" }),
      change({ kind: "certified", tier: "Verified" }),
    ];
    expect(said("fr", "same phone; name 92 % alike", changes)).toEqual([
      "même téléphone ; nom semblable à 92 %",
      expect.stringContaining("Mahogany Pages Bookstore"),
      expect.stringMatching(/Privilégié/),
      "Mahogany Pages Bookstore a été certifiée (Vérifié).",
    ]);
  });

  it("Spanish, with its words for the parts", () => {
    expect(said("es", "same website; name 40 % alike")[0]).toBe("mismo sitio web; nombre 40 % parecido");
  });

  it("Arabic, with the Arabic semicolon", () => {
    expect(said("ar", "same address; name 100 % alike")[0]).toBe("العنوان نفسه؛ تشابه الاسم 100 %");
  });

  it("a reason written some other way is shown as it is", () => {
    expect(said("fr", "same city; name 71 % alike")[0]).toBe("same city; name 71 % alike");
  });
});
