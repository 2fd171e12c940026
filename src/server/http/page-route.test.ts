import { describe, expect, it } from "vitest";
import { type PageRouteEntry, pageRouteOf } from "./page-route";

/** The shape of React Router's build manifest for part of src/web/routes.ts. */
const MANIFEST: Record<string, PageRouteEntry> = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/business-detail": { id: "routes/business-detail", parentId: "root", path: "business/:id" },
  "routes/signed-in-layout": { id: "routes/signed-in-layout", parentId: "root" },
  "routes/certification-application": {
    id: "routes/certification-application",
    parentId: "routes/signed-in-layout",
    path: "certification/:businessId",
  },
  "routes/dashboard": { id: "routes/dashboard", parentId: "routes/signed-in-layout", path: "dashboard" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};

describe("pageRouteOf", () => {
  const routeOf = pageRouteOf(MANIFEST);

  it("names a page by its route's pattern, the same for every id", () => {
    expect(routeOf("/business/8f0c2a")).toBe("/business/:id");
    expect(routeOf("/business/another-one")).toBe("/business/:id");
    expect(routeOf("/certification/42")).toBe("/certification/:businessId");
    expect(routeOf("/dashboard")).toBe("/dashboard");
    expect(routeOf("/")).toBe("/");
  });

  it("names a page's data request after the page", () => {
    expect(routeOf("/business/8f0c2a.data")).toBe("/business/:id.data");
    expect(routeOf("/_root.data")).toBe("/_root.data");
  });

  it("names any unknown path by the catch-all route", () => {
    expect(routeOf("/no/such/page")).toBe("/*");
    expect(routeOf("/wp-login.php")).toBe("/*");
  });

  it("says unmatched when no route matches at all", () => {
    expect(pageRouteOf({ root: { id: "root", path: "" } })("/anything")).toBe("unmatched");
  });
});
