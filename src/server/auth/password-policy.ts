import fs from "node:fs";
import path from "node:path";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "~/domain/accounts/account-schemas";

// Resolved from the working directory: the server is bundled into build/, this data file is not.
const LIST_FILE = path.resolve(process.cwd(), "src/server/auth/common-passwords.txt");
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Why a new password is refused (ASVS 6.2), or null when it is acceptable. Sign-in never uses this. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
