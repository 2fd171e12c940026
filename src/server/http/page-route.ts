import { matchRoutes, type RouteObject } from "react-router";

/** A route of React Router's build manifest (`build.routes`): what matching needs of it. */
export type PageRouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };

const DATA_SUFFIX = ".data";

/**
 * The pattern of the page route that a path matches (`/business/:id`), for the metrics: one label
 * per route of `src/web/routes.ts` whatever ids are asked for. React Router's data requests for a
 * page (`/business/7.data`, `/_root.data` for `/`) are the page's pattern with `.data`.
 */
export function pageRouteOf(manifest: Record<string, PageRouteEntry | undefined>): (path: string) => string {
  const entries = Object.values(manifest).filter((entry) => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) =>
        entry.index
          ? { id: entry.id, path: entry.path, index: true }
          : { id: entry.id, path: entry.path, children: childrenOf(entry.id) },
      );
  const tree = childrenOf(undefined);

  return (path) => {
    const data = path.endsWith(DATA_SUFFIX);
    const page = !data ? path : path === "/_root.data" ? "/" : path.slice(0, -DATA_SUFFIX.length);
    const matches = matchRoutes(tree, page);
    if (!matches) return "unmatched";
    const segments = matches
      .map((match) => (match.route.path ?? "").replace(/^\/+|\/+$/g, ""))
      .filter((segment) => segment !== "");
    const pattern = `/${segments.join("/")}`;
    if (!data) return pattern;
    return pattern === "/" ? "/_root.data" : `${pattern}${DATA_SUFFIX}`;
  };
}
