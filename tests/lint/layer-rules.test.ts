// The layer map of docs/architecture.md is enforced by Biome (noRestrictedImports overrides and
// noImportCycles in biome.json). Each rule is proved here: a probe file plants a forbidden import
// where the rule applies and Biome must refuse exactly that import; probes of allowed imports must
// pass, so an over-broad rule is caught too. Probes with a free name are written into src/ itself
// (unique names, deleted as soon as Biome has read them); rules bound to one file (runtime.ts,
// app.ts, entry.ts, config.ts, policy.ts) are probed at that exact path in a temporary copy of the
// project's biome.json, so the real files are never touched.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIOME = path.join(ROOT, "node_modules", ".bin", "biome");
const RESTRICTED = "lint/style/noRestrictedImports";
const CYCLE = "lint/suspicious/noImportCycles";

const RUN = `${process.pid}_${Date.now().toString(36)}`;
/** A probe's file name, unique to this run. */
const stem = (id: string) => `__lint_probe_${RUN}_${id}__`;

type Probe = {
  name: string;
  /** Relative to the project (posix). */
  file: string;
  /** "src": written into this worktree's src/; "copy": at that exact path in a temporary copy. */
  where: "src" | "copy";
  source: string;
  /** The rule that must fire, and on exactly which lines (1-based); none for a probe that must pass. */
  refused?: { rule: string; lines: number[] };
};

/**
 * A module importing `allowed` then `refused` specifiers (each used, so nothing else complains).
 * Without `refused` it is a probe that must pass.
 */
function imports(
  name: string,
  where: Probe["where"],
  file: string,
  allowed: string[],
  refused: string[] = [],
): Probe {
  const specs = [...allowed, ...refused];
  const lines = specs.map((spec, i) => `import * as p${i} from "${spec}";`);
  const source = `${lines.join("\n")}\nexport const probe = [${specs.map((_, i) => `p${i}`).join(", ")}];\n`;
  const refusedLines = refused.map((_, i) => allowed.length + i + 1);
  return {
    name,
    file,
    where,
    source,
    refused: refused.length > 0 ? { rule: RESTRICTED, lines: refusedLines } : undefined,
  };
}

const at = (folder: string, id: string, ext = ".ts") => `${folder}/${stem(id)}${ext}`;
const refuse = (name: string, folder: string, id: string, ext: string, ...specs: string[]) =>
  imports(name, "src", at(folder, id, ext), [], specs);
const allow = (name: string, folder: string, id: string, ext: string, ...specs: string[]) =>
  imports(name, "src", at(folder, id, ext), specs);

const NEW_SERVER_FOLDER = `src/server/${stem("folder")}`;

const PROBES: Probe[] = [
  // domain imports nothing of ours
  refuse("domain → server", "src/domain", "domain-server", ".ts", "~/server/app"),
  refuse("domain → web", "src/domain/search", "domain-web", ".ts", "~/web/lib/cn"),
  refuse(
    "domain → node:*, drizzle-orm",
    "src/domain/search",
    "domain-io",
    ".ts",
    "node:fs",
    "drizzle-orm",
    "drizzle-orm/pg-core",
  ),
  allow(
    "domain → domain",
    "src/domain",
    "domain-ok",
    ".ts",
    "~/domain/certification/tiers",
    "./certification/tiers",
  ),

  // config, errors, logger, policy (every src/server/*.ts but app, entry, runtime) import no runtime
  refuse("foundation → ~/server/runtime", "src/server", "foundation-runtime", ".ts", "~/server/runtime"),
  refuse("foundation → ./runtime", "src/server", "foundation-runtime-relative", ".ts", "./runtime"),
  refuse(
    "foundation → a service, an adapter",
    "src/server",
    "foundation-below",
    ".ts",
    "./services/accounts/grant-admin",
    "~/server/db/client",
  ),
  allow(
    "foundation → foundation, domain",
    "src/server",
    "foundation-ok",
    ".ts",
    "./config",
    "./errors",
    "~/server/logger",
    "./policy",
    "~/domain/certification/tiers",
  ),
  imports(
    "config.ts → runtime, service",
    "copy",
    "src/server/config.ts",
    ["~/domain/certification/tiers", "./errors"],
    ["./runtime", "~/server/runtime", "./services/accounts/grant-admin"],
  ),
  imports(
    "policy.ts → runtime, db",
    "copy",
    "src/server/policy.ts",
    ["./errors"],
    ["./runtime", "~/server/db/client"],
  ),
  imports("logger.ts → runtime", "copy", "src/server/logger.ts", ["./config"], ["./runtime", "./app"]),

  // server adapters import no services, http, app, runtime or auth
  refuse("db → service", "src/server/db", "db-service", ".ts", "~/server/services/accounts/grant-admin"),
  refuse("db/seed → runtime", "src/server/db/seed", "seed-runtime", ".ts", "~/server/runtime"),
  refuse("storage → app", "src/server/storage", "storage-app", ".ts", "~/server/app"),
  refuse("mail → http", "src/server/mail", "mail-http", ".ts", "~/server/http/guards"),
  refuse("sms → runtime", "src/server/sms", "sms-runtime", ".ts", "~/server/runtime"),
  refuse(
    "payments → service",
    "src/server/payments",
    "payments-service",
    ".ts",
    "~/server/services/payments/yearly-charge",
  ),
  refuse("jobs → auth adapter", "src/server/jobs", "jobs-auth", ".ts", "~/server/auth/auth"),
  refuse(
    "events → policy, cli",
    "src/server/events",
    "events-cli",
    ".ts",
    "~/server/policy",
    "~/server/cli/admin-channel",
  ),
  refuse(
    "metrics → runtime, http",
    "src/server/metrics",
    "metrics-runtime",
    ".ts",
    "~/server/runtime",
    "~/server/http/request-metrics",
  ),
  allow(
    "metrics → db, jobs, logger",
    "src/server/metrics",
    "metrics-ok",
    ".ts",
    "~/server/db/client",
    "~/server/jobs/job-queue",
    "~/server/logger",
  ),
  allow(
    "adapter → adapters, config, errors, logger, domain",
    "src/server/mail",
    "mail-ok",
    ".ts",
    "~/server/db/client",
    "~/server/sms/sms-sender",
    "~/server/config",
    "~/server/errors",
    "~/server/logger",
    "~/domain/opportunities/names-list",
  ),

  // the auth adapter: no service, http or runtime (its hooks are passed in)
  refuse(
    "auth → service",
    "src/server/auth",
    "auth-service",
    ".ts",
    "~/server/services/accounts/get-user-role",
  ),
  refuse(
    "auth → runtime, http",
    "src/server/auth",
    "auth-runtime",
    ".ts",
    "~/server/runtime",
    "~/server/http/guards",
  ),
  allow(
    "auth → adapters, policy",
    "src/server/auth",
    "auth-ok",
    ".ts",
    "~/server/db/client",
    "~/server/mail/mailer",
    "~/server/sms/sms-sender",
    "~/server/policy",
    "~/server/config",
  ),

  // services sit below the edges
  refuse("service → runtime", "src/server/services/operations", "service-runtime", ".ts", "~/server/runtime"),
  refuse(
    "service → http, auth, app",
    "src/server/services",
    "service-edges",
    ".ts",
    "~/server/http/guards",
    "~/server/auth/auth",
    "~/server/app",
  ),
  refuse("service → web", "src/server/services", "service-web", ".ts", "~/web/lib/page-context"),
  allow(
    "service → adapters, policy, other services",
    "src/server/services/operations",
    "service-ok",
    ".ts",
    "~/server/db/client",
    "~/server/jobs/job-queue",
    "~/server/storage/storage",
    "~/server/events/notification-bus",
    "~/server/payments/payment-provider",
    "~/server/policy",
    "~/server/errors",
    "~/server/services/accounts/grant-admin",
    "~/domain/certification/tiers",
  ),

  // http: through services, never the database, the app, the CLI or web
  refuse("http → db", "src/server/http/operations", "http-db", ".ts", "~/server/db/client"),
  refuse(
    "http → app, cli, web",
    "src/server/http",
    "http-app",
    ".ts",
    "~/server/app",
    "~/server/cli/admin-channel",
    "~/web/lib/api/client",
  ),
  allow(
    "http → services, auth, runtime type, storage, mail",
    "src/server/http/operations",
    "http-ok",
    ".ts",
    "~/server/services/operations/get-job-summary",
    "~/server/auth/auth",
    "~/server/runtime",
    "~/server/storage/storage-key",
    "~/server/mail/list-outbox",
    "~/server/http/guards",
  ),

  // the CLI, and any new server folder: no web, no entry
  refuse(
    "cli → app, entry, web",
    "src/server/cli",
    "cli-app",
    ".ts",
    "~/server/app",
    "~/server/entry",
    "~/web/lib/api/client",
  ),
  allow(
    "cli → runtime, services, http, db",
    "src/server/cli",
    "cli-ok",
    ".ts",
    "~/server/runtime",
    "~/server/services/accounts/grant-admin",
    "~/server/http/error-handler",
    "~/server/db/client",
  ),
  imports(
    "a new server folder → web, entry",
    "src",
    `${NEW_SERVER_FOLDER}/probe.ts`,
    ["~/server/runtime"],
    ["~/web/lib/api/client", "~/server/entry"],
  ),

  // the three files that compose the server, probed at their exact paths
  imports(
    "runtime.ts → http, app, cli, entry, web",
    "copy",
    "src/server/runtime.ts",
    ["./services/accounts/grant-admin", "./auth/auth", "./db/client", "./config"],
    [
      "./http/guards",
      "~/server/http/guards",
      "./app",
      "./cli/admin-channel",
      "./entry",
      "~/web/lib/api/client",
    ],
  ),
  imports(
    "app.ts → entry, cli, web",
    "copy",
    "src/server/app.ts",
    ["./http/guards", "./runtime", "./errors"],
    ["./entry", "./cli/admin-channel", "~/web/lib/page-context"],
  ),
  imports(
    "entry.ts → web other than the page context",
    "copy",
    "src/server/entry.ts",
    ["~/web/lib/page-context", "./app", "./runtime", "./cli/admin-channel", "./http/client-address"],
    ["~/web/routes/home", "~/web/lib/api/client"],
  ),

  // browser code imports no server code
  refuse(
    "route module → server",
    "src/web/routes",
    "route-server",
    ".tsx",
    "~/server/services/search/search-businesses",
  ),
  refuse("feature → server", "src/web/features/businesses", "feature-server", ".tsx", "~/server/policy"),
  refuse("web root → server", "src/web", "root-server", ".tsx", "~/server/runtime"),

  // .server.ts modules reach services, never server/http, the app or an adapter
  refuse("route .server.ts → app", "src/web/routes", "route-app", ".server.ts", "~/server/app"),
  refuse(
    "route .server.ts → http",
    "src/web/routes",
    "route-http",
    ".server.ts",
    "~/server/http/operations/jobs.routes",
  ),
  refuse(
    "route .server.ts → db, auth adapter, entry",
    "src/web/routes",
    "route-db",
    ".server.ts",
    "~/server/db/client",
    "~/server/auth/auth",
    "~/server/entry",
  ),
  refuse(
    "feature .server.ts → http",
    "src/web/features/businesses",
    "feature-http",
    ".server.ts",
    "~/server/http/guards",
  ),
  allow(
    "route .server.ts → services, policy, errors, runtime, features",
    "src/web/routes",
    "route-ok",
    ".server.ts",
    "~/server/services/operations/get-job-summary",
    "~/server/policy",
    "~/server/errors",
    "~/server/runtime",
    "~/server/mail/list-outbox",
    "~/web/features/businesses/card/viewer.server",
    "~/domain/certification/tiers",
  ),
  allow(
    "feature .server.ts → services, shared",
    "src/web/features/businesses",
    "feature-server-ok",
    ".server.ts",
    "~/server/services/categories/list-categories",
    "~/server/runtime",
    "~/web/features/shared/use-load-more",
  ),

  // a feature imports other areas one way (a loop between areas is refused by scripts/check-areas.js,
  // proved in area-rules.test.ts); never the app shell or a route
  allow(
    "feature → another area",
    "src/web/features/search",
    "feature-area",
    ".tsx",
    "~/web/features/businesses/card/business-card",
  ),
  refuse(
    "feature → app shell, route",
    "src/web/features/opportunities",
    "feature-shell",
    ".tsx",
    "~/web/app-shell/site-header",
    "~/web/routes/home",
  ),
  allow(
    "feature → shared, components, lib, domain",
    "src/web/features/businesses",
    "feature-ok",
    ".tsx",
    "~/web/features/shared/use-load-more",
    "~/web/components/ui/button",
    "~/web/lib/api/client",
    "~/domain/certification/tiers",
  ),
  refuse(
    "shared → feature",
    "src/web/features/shared",
    "shared-feature",
    ".tsx",
    "~/web/features/search/results/filter-panel",
  ),
  refuse(
    "component → feature, app shell",
    "src/web/components/ui",
    "component-feature",
    ".tsx",
    "~/web/features/accounts/session-user",
    "~/web/app-shell/site-header",
  ),

  // browser code reaches the server through the one client (src/web/lib/api/), never a fetch of its own
  {
    name: "feature → fetch",
    file: at("src/web/features/search", "feature-fetch", ".tsx"),
    where: "src",
    source: `export const probe = () => fetch("/api/v1/businesses");\n`,
    refused: { rule: "lint/style/noRestrictedGlobals", lines: [1] },
  },
  {
    name: "api client → fetch",
    file: at("src/web/lib/api", "client-fetch"),
    where: "src",
    source: `export const probe = () => fetch("/api/v1/businesses");\n`,
  },

  // the app shell: no route
  refuse("app shell → route", "src/web/app-shell", "shell-route", ".tsx", "~/web/routes/home"),
  allow(
    "app shell → features, components, lib",
    "src/web/app-shell",
    "shell-ok",
    ".tsx",
    "~/web/features/notifications/notification-bell",
    "~/web/features/accounts/session-user",
    "~/web/components/ui/icon",
    "~/web/lib/cn",
  ),

  // lib is the bottom of web
  refuse(
    "lib → component, feature",
    "src/web/lib",
    "lib-up",
    ".ts",
    "~/web/components/ui/button",
    "~/web/features/accounts/session-user",
  ),
  refuse("lib → server", "src/web/lib", "lib-server", ".ts", "~/server/policy"),

  // no import cycles, type-only ones included, through the ~ alias too
  {
    name: "cycle (type-only) a → b",
    file: at("src/domain", "cycle-a"),
    where: "src",
    source: `import type { B } from "~/domain/${stem("cycle-b")}";\nexport type A = { b?: B };\n`,
    refused: { rule: CYCLE, lines: [1] },
  },
  {
    name: "cycle (type-only) b → a",
    file: at("src/domain", "cycle-b"),
    where: "src",
    source: `import type { A } from "./${stem("cycle-a")}";\nexport type B = { a?: A };\n`,
    refused: { rule: CYCLE, lines: [1] },
  },
];

type Diagnostic = {
  severity: string;
  message: string;
  category: string;
  location: { path: string; start: { line: number } };
};
type Lint = { exitCode: number; diagnostics: Diagnostic[]; stderr: string };

/** `biome lint` on the files, in cwd, with the JSON reporter. */
function biomeLint(cwd: string, files: string[]): Promise<Lint> {
  return new Promise((resolve, reject) => {
    const child = spawn(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", ...files], { cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
        resolve({ exitCode: code ?? 1, diagnostics: report.diagnostics, stderr });
      } catch {
        reject(new Error(`biome lint gave no JSON report (exit ${code}):\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** What this run wrote into src/ (files, and the folders it made), so that only these are removed. */
const written: string[] = [];

function writeProbe(root: string, probe: Probe) {
  const file = path.join(root, probe.file);
  const madeFolder = fs.mkdirSync(path.dirname(file), { recursive: true });
  if (madeFolder) written.push(madeFolder);
  fs.writeFileSync(file, probe.source, { flag: "wx" }); // never over an existing file
  written.push(file);
}

const inSrc = PROBES.filter((probe) => probe.where === "src");
const inCopy = PROBES.filter((probe) => probe.where === "copy");
const copyRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-layer-rules-"));
const removeSrcProbes = () => {
  for (const file of written.filter((f) => f.startsWith(ROOT)).reverse()) {
    fs.rmSync(file, { force: true, recursive: true });
  }
};
const removeCopies = () => fs.rmSync(copyRoot, { recursive: true, force: true });

/** All src/ probes in one Biome run (it scans the project once), removed as soon as it ends. */
async function lintSrcProbes(): Promise<Lint> {
  try {
    for (const probe of inSrc) writeProbe(ROOT, probe);
    return await biomeLint(
      ROOT,
      inSrc.map((probe) => probe.file),
    );
  } finally {
    removeSrcProbes();
  }
}

/** Each exact-path probe alone in its own copy (biome.json and that one file), so probes cannot form cycles. */
async function lintCopyProbe(probe: Probe, index: number): Promise<Lint> {
  const root = path.join(copyRoot, String(index));
  fs.mkdirSync(root);
  fs.copyFileSync(path.join(ROOT, "biome.json"), path.join(root, "biome.json"));
  fs.mkdirSync(path.dirname(path.join(root, probe.file)), { recursive: true });
  fs.writeFileSync(path.join(root, probe.file), probe.source);
  return biomeLint(root, [probe.file]);
}

const results = new Map<Probe, Lint>();

beforeAll(async () => {
  try {
    const [src, ...copies] = await Promise.all([lintSrcProbes(), ...inCopy.map(lintCopyProbe)]);
    for (const probe of inSrc) results.set(probe, src as Lint);
    for (const [i, probe] of inCopy.entries()) results.set(probe, copies[i] as Lint);
  } finally {
    removeCopies();
  }
}, 60_000);

afterAll(() => {
  removeSrcProbes();
  removeCopies();
});

describe("the layer map is enforced by the linter", () => {
  it.each(PROBES.map((probe) => [probe.name, probe] as const))("%s", (_, probe) => {
    const lint = results.get(probe);
    if (!lint) throw new Error(`no lint result for ${probe.file}`);
    const errors = lint.diagnostics.filter(
      (d) => d.severity === "error" && d.location.path.split(path.sep).join("/") === probe.file,
    );
    const described = errors.map((d) => `${d.location.start.line}: ${d.category}: ${d.message}`);
    if (!probe.refused) {
      expect(described, "an allowed import was refused").toEqual([]);
      return;
    }
    const { rule, lines } = probe.refused;
    expect(lint.exitCode, "the lint run fails").not.toBe(0);
    expect(
      described.filter((d) => !d.includes(rule)),
      "only the rule under test fires",
    ).toEqual([]);
    expect(errors.map((d) => d.location.start.line).sort((a, b) => a - b)).toEqual(lines);
    for (const d of errors) expect(d.message.length).toBeGreaterThan(10);
  });

  it("leaves no probe behind", () => {
    for (const file of written) expect(fs.existsSync(file), file).toBe(false);
    expect(fs.existsSync(copyRoot)).toBe(false);
  });
});
