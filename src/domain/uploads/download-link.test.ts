import { describe, expect, it } from "vitest";
import { downloadLink } from "./download-link";

describe("downloadLink", () => {
  it("keeps a signed link's parameters and adds download", () => {
    expect(downloadLink("/files/private/documents/b1/1-license.pdf?expires=17&signature=a-b_c")).toBe(
      "/files/private/documents/b1/1-license.pdf?expires=17&signature=a-b_c&download=1",
    );
  });

  it("adds it to a link without parameters, once", () => {
    expect(downloadLink("/files/public/logos/x.png")).toBe("/files/public/logos/x.png?download=1");
    expect(downloadLink("/files/public/logos/x.png?download=1")).toBe("/files/public/logos/x.png?download=1");
  });
});
