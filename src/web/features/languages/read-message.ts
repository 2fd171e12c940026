/** Read in the browser and on the server alike: the reader lives in the domain, where mail reads it too. */
export { type CompiledMessage, type CompiledMessages, readMessage } from "~/domain/languages/read-message";

/**
 * A message the page did not load: its English id, its plain `{name}` values put in (the browser has no
 * compiler to read the id as a message; the root sends every English plural and select compiled). English
 * pages leave out every message that reads the same this way (messages.server.ts).
 */
export function readAsId(id: string, values: Record<string, unknown> = {}): string {
  // As readMessage reads a value: none (undefined, null) reads as nothing.
  return id.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
