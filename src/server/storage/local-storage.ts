import fs from "node:fs/promises";
import path from "node:path";
import { createFileUrls } from "./file-urls";
import type { Storage } from "./storage";
import { assertStorageKey, META_SUFFIX, TEMP_SUFFIX } from "./storage-key";

export type LocalStorageOptions = {
  /** Folder that holds the files (DATA_DIR/files). */
  root: string;
  /** Secret that signs private links. */
  secret: string;
  /** Path the files route is mounted at. */
  urlPrefix?: string;
};

/** Reading a key that names a folder, or goes through a file as if it were one, finds no file. */
const NOT_A_FILE = new Set(["ENOENT", "EISDIR", "ENOTDIR"]);

/**
 * Files on local disk under `root`, one file per key plus a small sidecar with its content type.
 * Only server-made keys are accepted, and every resolved path is checked to stay inside root.
 */
export function createLocalStorage({ root, secret, urlPrefix = "/files" }: LocalStorageOptions): Storage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(base, ...key.split("/"));
    if (!file.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  }

  return {
    async put(key, data, contentType) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}${TEMP_SUFFIX}`;
      await fs.writeFile(temp, data);
      await fs.writeFile(file + META_SUFFIX, JSON.stringify({ contentType }));
      await fs.rename(temp, file);
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const [data, meta] = await Promise.all([fs.readFile(file), fs.readFile(file + META_SUFFIX, "utf8")]);
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { data, contentType };
      } catch (error) {
        if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? "")) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(file + META_SUFFIX, { force: true })]);
    },
    ...createFileUrls({ secret, urlPrefix }),
  };
}
