import { randomUUID } from "node:crypto";
import type { Visibility } from "./storage";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
/** The local storage's own files beside each stored one: its content type, and a write in progress. */
export const META_SUFFIX = ".meta.json";
export const TEMP_SUFFIX = ".tmp";

/**
 * Whether a key is one the server could have made: "public/…" or "private/…", then segments of
 * letters, digits, dot, dash and underscore (no "..", no empty segment, no leading dot), and not
 * the name of a storage's own sidecar file.
 */
export function isStorageKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH) return false;
  if (key.endsWith(META_SUFFIX) || key.endsWith(TEMP_SUFFIX)) return false;
  const [visibility, ...rest] = key.split("/");
  if (visibility !== "public" && visibility !== "private") return false;
  return rest.length > 0 && rest.every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function visibilityOf(key: string): Visibility {
  return key.startsWith("private/") ? "private" : "public";
}

/** A fresh server-made key: public/logos/<uuid>.webp. */
export function newStorageKey(visibility: Visibility, folder: string, extension: string): string {
  const key = `${visibility}/${folder}/${randomUUID()}.${extension.replace(/^\./, "").toLowerCase()}`;
  assertStorageKey(key);
  return key;
}
