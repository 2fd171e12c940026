import { describe, expect, it } from "vitest";
import { reviewerName } from "./display-name";

describe("reviewerName", () => {
  it("is the first name and the last name's initial", () => {
    expect(reviewerName("Amara Okafor")).toBe("Amara O.");
    expect(reviewerName("  Kwame  Nii Mensah ")).toBe("Kwame M.");
    expect(reviewerName("ébène ängström")).toBe("ébène Ä.");
  });

  it("keeps a single name, and names nobody when there is none", () => {
    expect(reviewerName("Prince")).toBe("Prince");
    expect(reviewerName("   ")).toBe("A customer");
  });
});
