import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, loadConfig } from "./config";

const text = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
/** The variables the file sets, and the ones it only names in a `# NAME=` line. */
const set = parseEnv(text);
const named = [...text.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

describe(".env.example", () => {
  it("names every variable the server reads, once, and no other", () => {
    const chosenByTheCommand = ["NODE_ENV"];
    expect([...named].sort()).toEqual(CONFIG_VARIABLES.filter((v) => !chosenByTheCommand.includes(v)).sort());
  });

  it("does not set NODE_ENV, which npm start and npm run dev choose", () => {
    expect(named).not.toContain("NODE_ENV");
  });

  it("sets only the defaults, so copying it to .env changes nothing", () => {
    expect(loadConfig(set)).toEqual(loadConfig({}));
  });
});
