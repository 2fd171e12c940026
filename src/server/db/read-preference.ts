import { AsyncLocalStorage } from "node:async_hooks";

// Whether the current request must read from the primary: a client that wrote a moment ago reads its
// own writes there while replicas may still be replaying them (read-replicas.ts, decision 046).
const preference = new AsyncLocalStorage<"primary">();

/** Runs `work` (a request's handling) with its reads sent to the primary. */
export function preferringPrimary<T>(work: () => T): T {
  return preference.run("primary", work);
}

export function primaryPreferred(): boolean {
  return preference.getStore() === "primary";
}
