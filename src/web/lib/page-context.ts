import { createContext, type RouterContextProvider } from "react-router";
import type { Actor, Runtime } from "./server-types";

/** What the server (src/server/entry.ts) hands every page request: loaders and middleware read it. */
export type PageContext = {
  runtime: Runtime;
  actor: Actor;
  /** The client's address as the API sees it (src/server/http/client-address.ts), for rate limits. */
  clientAddress: string | undefined;
  /** The request comes from this machine (src/server/http/is-local-request.ts): it may see the mail outbox. */
  isLocalRequest: boolean;
  /** This response's CSP nonce (src/server/http/security-headers.ts), for React's inline scripts. */
  nonce: string | undefined;
};

export const pageContext = createContext<PageContext>();

/** The page context of a loader's, action's or middleware's `context`. */
export function pageOf(context: Readonly<RouterContextProvider>): PageContext {
  return context.get(pageContext);
}
