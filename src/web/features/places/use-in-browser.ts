import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true after: the maps' code touches `window`
 * as it loads, so a map is asked for only once the page is live in a browser.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
