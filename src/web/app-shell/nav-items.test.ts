import { describe, expect, it } from "vitest";
import { bottomTabs, hidesBottomTabs } from "./nav-items";

describe("bottom tabs", () => {
  it("puts Alerts before Profile for admins and users", () => {
    expect(bottomTabs("user").map((t) => t.label)).toEqual([
      "Home",
      "Certify",
      "My Store",
      "Directory",
      "Alerts",
      "Profile",
    ]);
    expect(bottomTabs("admin").map((t) => t.label)).toEqual([
      "Home",
      "Certify",
      "My Store",
      "Directory",
      "Alerts",
      "Profile",
    ]);
    expect(bottomTabs(null).map((t) => t.label)).toEqual([
      "Home",
      "Certify",
      "My Store",
      "Directory",
      "Profile",
    ]);
  });

  it("marks Home active on /hub and /dashboard and hides the bar on / and /auth", () => {
    expect(bottomTabs("user")[0]!.activeOn).toEqual(["/hub", "/dashboard"]);
    expect(hidesBottomTabs("/")).toBe(true);
    expect(hidesBottomTabs("/auth")).toBe(true);
    expect(hidesBottomTabs("/hub")).toBe(false);
  });
});
