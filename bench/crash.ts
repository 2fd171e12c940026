// Crash durability: rounds of `kill -9` of the production server (`node server.js` on the build)
// during a burst of writes, then a restart on the same data. Every acknowledged write (a 2xx
// received) must be there after the restart, and every queued job — confirmation and reset
// e-mails, opportunity alerts (mail and notification), the admins' mail of a submitted
// application — must run exactly once once the server is back: none lost, none doubled.
//
// Usage:
//   npm run bench:crash -- [--rounds=20] [--engine=pglite|postgres|both] [--seed=1] [--port=N]
//                          [--db-name=ujamaa_bench_crash] [--keep]
// PGlite: a data directory under the system's temp folder, persisted across the restarts (removed
// unless --keep). PostgreSQL: a scratch database on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432), made fresh and dropped (unless --keep).
// Mail goes to a real SMTP server on loopback run by this process, so what was delivered survives
// the kills. A mail is one recipient and subject (every write makes its own); two Message-IDs for
// one are a doubled job; the same Message-ID received twice is a job that ran again after the
// kill landed between the mail server's acceptance and the job's completion (at-least-once
// delivery), counted apart. Needs the production build (BUILD_DIR, default build; built here when missing).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { filledAffidavit } from "../tests/support/affidavit";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../tests/support/smtp-server";
import { exited, freePort, type SpawnedServer, startServer } from "../tests/support/spawn-server";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"];
  }),
);
const ROUNDS = Number(args.rounds ?? 20);
const ENGINES = (args.engine ?? "both") === "both" ? ["pglite", "postgres"] : [args.engine as string];
const SEED = Number(args.seed ?? 1);
const KEEP = args.keep === "true";
const DB_NAME = args["db-name"] ?? "ujamaa_bench_crash";
const POSTGRES = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DOMAIN = "crash.test";
const PASSWORD = "crash-bench-password-42";
/** Requests one burst keeps in flight at once. */
const WORKERS = 6;
/** A kill lands this long after the burst starts (uniform, from the seeded generator). */
const KILL_AFTER_MS = [300, 3000] as const;
/**
 * How long the queue may take to drain after the last restart: a job killed while running is taken
 * for dead after its expiry (mail 120 s), found by the queue's supervision (every 30 s) and retried
 * after its delay (15–30 s).
 */
const DRAIN_TIMEOUT_MS = 6 * 60_000;
const REQUEST_TIMEOUT_MS = 20_000;

for (const engine of ENGINES) {
  if (engine !== "pglite" && engine !== "postgres") {
    console.error(`--engine must be pglite, postgres or both, not ${engine}`);
    process.exit(2);
  }
}
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error("--rounds must be a positive whole number");
  process.exit(2);
}

const log = (...m: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...m);

/** A small seeded generator (mulberry32), so that a run's kill times can be repeated. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class NoAnswer extends Error {}

type Answer = { status: number; body: unknown };

/** A value inside a JSON answer, by its keys (undefined when any is missing). */
function at(value: unknown, ...keys: string[]): unknown {
  let v = value;
  for (const k of keys) v = v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/** The API as a browser on the site would call it (its Origin), with a session cookie or none. */
class Client {
  constructor(readonly url: string) {}

  async call(
    method: string,
    route: string,
    cookie = "",
    body?: unknown,
  ): Promise<Answer & { res: Response }> {
    let res: Response;
    try {
      res = await fetch(`${this.url}${route}`, {
        method,
        headers: {
          origin: this.url,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new NoAnswer(`${method} ${route}: ${(error as Error).message}`);
    }
    const text = await res.text().catch(() => {
      throw new NoAnswer(`${method} ${route}: the answer was cut off`);
    });
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed, res };
  }

  async signUp(email: string): Promise<Answer> {
    return this.call("POST", "/api/auth/sign-up/email", "", {
      email,
      password: PASSWORD,
      name: "Crash Bench",
      callbackURL: "/auth?type=signup",
    });
  }

  /** The session cookie, or undefined when the account does not exist. */
  async signIn(email: string): Promise<string | undefined> {
    const { status, res } = await this.call("POST", "/api/auth/sign-in/email", "", {
      email,
      password: PASSWORD,
    });
    if (status !== 200) return undefined;
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .filter((c) => !c.endsWith("="))
      .join("; ");
  }
}

async function expectOk(what: string, answer: Promise<Answer>, status = [200, 201]): Promise<unknown> {
  const { status: got, body } = await answer;
  if (!status.includes(got)) throw new Error(`${what}: ${got} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

// ---------------------------------------------------------------------------------------------
// The writes of a burst, and what each must leave behind.

type Kind = "business" | "opportunity" | "sign-up" | "reset" | "payment" | "application";
const KINDS: Kind[] = ["business", "opportunity", "sign-up", "reset", "payment", "application"];

/** A write sent during a burst. `acked`: its 2xx arrived; `unanswered`: cut off by the kill. */
type Write = {
  kind: Kind;
  round: number;
  /** What identifies it: an id, an address, a title. */
  key: string;
  outcome: "acked" | "refused" | "unanswered" | "unsent";
  detail?: string;
  /** The row's id, when the answer named one. */
  id?: string;
};

/** One delivery that must happen exactly once: a mail (recipient + subject). */
type Job = { kind: string; to: string; subject: string; round: number; acked: boolean };

type Setup = {
  admin: string;
  owner: string;
  subscribers: { email: string; cookie: string }[];
  /** Accounts whose password reset a later burst asks for (each once). */
  resetPool: string[];
};

function businessForm(name: string) {
  return {
    name,
    category: "Retail",
    country: "United States",
    address: "12 Main St",
    city: "Atlanta",
    state: "GA",
    zip_code: "30303",
    phone: "(404) 555-0100",
    certification_tier: "Free",
  };
}

function opportunityForm(title: string) {
  return {
    title,
    company_name: "Crash Bench Corp",
    description: "Work that must not be lost.",
    budget_min: 1000,
    budget_max: 2000,
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    location: "Atlanta, GA",
    category: "technology",
  };
}

/** Every affidavit field, as the application form sends it. */
const affidavit = (businessName: string) => filledAffidavit({ businessName });

/** A drawn signature: a small PNG with a dark stroke, as the signature pad makes one. */
async function signatureDataUrl(): Promise<string> {
  const { default: sharp } = await import("sharp");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Checkout, pay on the local test checkout, verify: the first year of `tier` paid for the business. */
async function payFirstYear(client: Client, cookie: string, businessId: string): Promise<Answer> {
  const checkout = await expectOk(
    "checkout",
    client.call("POST", "/api/v1/payments/checkout", cookie, {
      business_id: businessId,
      certification_tier: "Certified",
      is_renewal: false,
    }),
    [200],
  );
  const url = String(at(checkout, "url"));
  const session = /\/pay\/([^/?#]+)/.exec(url)?.[1];
  if (!session) throw new Error(`checkout answered no local checkout: ${url}`);
  await expectOk(
    "pay",
    client.call("POST", `/api/v1/payments/simulator/${session}`, cookie, { outcome: "paid" }),
    [200],
  );
  const verified = await client.call("POST", "/api/v1/payments/verify", cookie, { session_id: session });
  return {
    status: at(verified.body, "success") === true ? verified.status : 409,
    body: { ...(verified.body as object), session },
  };
}

// ---------------------------------------------------------------------------------------------

type EngineResult = {
  engine: string;
  rounds: number;
  writes: Write[];
  lost: Write[];
  jobsExpected: number;
  delivered: number;
  doubled: { to: string; subject: string; times: number }[];
  resent: { to: string; subject: string; times: number }[];
  lostJobs: Job[];
  signUpsWithoutMail: string[];
  notificationProblems: string[];
  restartSeconds: number[];
  killedMidBurst: number;
  deadJobs: number;
};

async function runEngine(engine: "pglite" | "postgres"): Promise<EngineResult> {
  const rand = random(SEED + (engine === "postgres" ? 1000 : 0));
  const port = args.port ? Number(args.port) : await freePort();
  const smtp: TestSmtpServer = await startSmtpServer();
  let dataDir = "";
  let dropDatabase = async () => {};
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: "false",
    AUTH_SECRET: "crash-bench-secret-".padEnd(48, "x"),
    AUTH_RATE_LIMIT: "false",
    ADMIN_EMAILS: `admin@${DOMAIN}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: "error",
  };
  if (engine === "pglite") {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-crash-"));
    env.DATA_DIR = dataDir;
  } else {
    const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
    await admin.end();
    env.DATABASE_URL = `${POSTGRES}/${DB_NAME}`;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await c.end();
    };
  }

  const client = new Client(`http://127.0.0.1:${port}`);
  const writes: Write[] = [];
  const restartSeconds: number[] = [];
  let killedMidBurst = 0;
  let server: SpawnedServer | undefined;

  const start = async () => {
    const t0 = performance.now();
    server = await startServer(env, 120_000);
    return (performance.now() - t0) / 1000;
  };

  try {
    log(`${engine}: first start (migrations) on port ${port}`);
    await start();
    const setup = await prepare(client);
    const signature = await signatureDataUrl();

    for (let round = 1; round <= ROUNDS; round++) {
      // Before the burst (answers awaited): the business whose first year the burst pays, and the one
      // whose application the burst submits (its first year paid now).
      const payName = `Pay R${round}`;
      const applyName = `Apply R${round}`;
      const create = async (name: string) => {
        const created = client.call("POST", "/api/v1/businesses", setup.owner, businessForm(name));
        return { id: String(at(await expectOk("business", created), "id")) };
      };
      const pay = await create(payName);
      const apply = await create(applyName);
      writes.push({ kind: "business", round, key: payName, outcome: "acked", id: pay.id });
      writes.push({ kind: "business", round, key: applyName, outcome: "acked", id: apply.id });
      const prepaid = await payFirstYear(client, setup.owner, apply.id);
      if (prepaid.status !== 200) throw new Error(`the first year of ${applyName} was not paid`);

      const tasks = burstTasks(
        round,
        client,
        setup,
        { payId: pay.id, applyId: apply.id, applyName, signature },
        rand,
      );
      const roundWrites: Write[] = tasks.map((t) => t.write);
      writes.push(...roundWrites);

      // The burst, and the kill in its middle.
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (!killed && next < tasks.length) {
          const task = tasks[next++]!;
          await task.run();
        }
      };
      const killAfter = KILL_AFTER_MS[0] + rand() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
      const burst = Promise.all(Array.from({ length: WORKERS }, worker));
      await new Promise((r) => setTimeout(r, killAfter));
      const inFlight = next < tasks.length;
      killed = true;
      server!.process.kill("SIGKILL");
      await exited(server!.process);
      await burst;
      if (inFlight) killedMidBurst++;

      const seconds = await start();
      restartSeconds.push(seconds);
      const lostNow = await checkWrites(
        client,
        setup,
        writes.filter((w) => w.round === round),
      );
      // Accounts made in this round are the next rounds' reset targets.
      setup.resetPool.push(
        ...roundWrites
          .filter((w) => w.kind === "sign-up" && w.outcome === "acked")
          .slice(0, 2)
          .map((w) => w.key),
      );
      const count = (o: Write["outcome"]) => roundWrites.filter((w) => w.outcome === o).length;
      log(
        `${engine} round ${round}/${ROUNDS}: killed after ${Math.round(killAfter)} ms${inFlight ? "" : " (burst already done)"}; ` +
          `${count("acked")} acknowledged, ${count("unanswered")} cut off, ${count("unsent")} not sent, ${count("refused")} refused; ` +
          `${lostNow.length} lost; back in ${seconds.toFixed(1)} s`,
      );
      for (const w of lostNow) log(`  LOST ${w.kind} ${w.key} ${w.detail ?? ""}`);
    }

    // Every acknowledged write of every round, once more, on the last process.
    const lost = await checkWrites(client, setup, writes);

    // Every account a sign-up made signs in once, as its owner would: a sign-up cut off before its
    // confirmation mail was queued gets the mail on that first attempt.
    const accounts = new Set<string>();
    for (const w of writes) {
      if (
        w.kind === "sign-up" &&
        (w.outcome === "acked" || w.outcome === "unanswered") &&
        (await client.signIn(w.key))
      )
        accounts.add(w.key);
    }

    log(`${engine}: waiting for the job queue to drain (a job killed mid-run comes back after its expiry)`);
    const deadJobs = await drain(client, setup.admin);
    // The last alerts are delivered as mail jobs: a second drain catches jobs queued by the first.
    await drain(client, setup.admin);
    const jobs = await expectedJobs(client, setup, writes, accounts);
    const delivered = deliveriesOf(smtp.received);
    const isDelivered = (j: Job) => delivered.has(`${j.to}\n${j.subject}`);
    // A sign-up's confirmation mail is queued after its account is stored, not with it (it comes on the
    // account's first sign-in attempt, above): still counted apart.
    const signUpsWithoutMail = jobs
      .filter((j) => j.kind === "confirmation mail" && !isDelivered(j))
      .map((j) => `${j.to} (${j.acked ? "acknowledged" : "answer cut off"}, round ${j.round})`);
    const lostJobs = jobs.filter((j) => j.kind !== "confirmation mail" && !isDelivered(j));
    // Two different messages for one mail: doubled. The same message (its Message-ID, one per
    // send-mail job) received again: a job that ran again after the kill cut it off between the
    // mail server's acceptance and the job's completion; mail providers show it once.
    const doubled: EngineResult["doubled"] = [];
    const resent: EngineResult["resent"] = [];
    for (const [k, ids] of delivered) {
      const [to, subject] = k.split("\n") as [string, string];
      if (ids.size > 1) doubled.push({ to, subject, times: ids.size });
      const again = [...ids.values()].reduce((a, n) => a + n - 1, 0);
      if (again > 0) resent.push({ to, subject, times: again + 1 });
    }
    const notificationProblems = await checkNotifications(client, setup, jobs);
    const jobsExpected = jobs.length;
    const deliveredJobs = jobs.filter(isDelivered).length;
    return {
      engine,
      rounds: ROUNDS,
      writes,
      lost,
      jobsExpected,
      delivered: deliveredJobs,
      doubled,
      resent,
      lostJobs,
      signUpsWithoutMail,
      notificationProblems,
      restartSeconds,
      killedMidBurst,
      deadJobs,
    };
  } finally {
    if (server && server.process.exitCode === null) await server.stop("SIGTERM");
    await smtp.close();
    if (!KEEP) {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    } else if (dataDir) log(`kept the data directory ${dataDir}`);
  }
}

/** The accounts the bench works with: an admin, an owner who writes, alert subscribers, reset targets. */
async function prepare(client: Client): Promise<Setup> {
  const account = async (email: string) => {
    await expectOk(`sign-up ${email}`, client.signUp(email), [200]);
    const cookie = await client.signIn(email);
    if (!cookie) throw new Error(`could not sign in ${email}`);
    return cookie;
  };
  const admin = await account(`admin@${DOMAIN}`);
  const owner = await account(`owner@${DOMAIN}`);
  const subscribers = [];
  for (let i = 1; i <= 3; i++) {
    const email = `subscriber${i}@${DOMAIN}`;
    const cookie = await account(email);
    await expectOk(
      "interests",
      client.call("PUT", "/api/v1/me/opportunity-interests", cookie, {
        categories: ["technology"],
        locations: [],
      }),
      [200],
    );
    subscribers.push({ email, cookie });
  }
  const resetPool = [];
  for (let i = 1; i <= 2; i++) {
    const email = `reset${i}@${DOMAIN}`;
    await expectOk(`sign-up ${email}`, client.signUp(email), [200]);
    resetPool.push(email);
  }
  return { admin, owner, subscribers, resetPool };
}

type Task = { write: Write; run(): Promise<void> };

/** The burst of one round, shuffled: sign-ups, businesses, opportunities, resets, a payment, an application. */
function burstTasks(
  round: number,
  client: Client,
  setup: Setup,
  {
    payId,
    applyId,
    applyName,
    signature,
  }: { payId: string; applyId: string; applyName: string; signature: string },
  rand: () => number,
): Task[] {
  const task = (
    kind: Kind,
    key: string,
    send: () => Promise<Answer>,
    idOf?: (body: unknown) => string,
    id?: string,
  ): Task => {
    const write: Write = { kind, round, key, outcome: "unsent", ...(id ? { id } : {}) };
    return {
      write,
      async run() {
        try {
          const { status, body } = await send();
          if (status >= 200 && status < 300) {
            write.outcome = "acked";
            if (idOf) write.id = idOf(body);
          } else {
            write.outcome = "refused";
            write.detail = `${status} ${JSON.stringify(body).slice(0, 200)}`;
          }
        } catch (error) {
          write.outcome = "unanswered";
          write.detail = (error as Error).message;
        }
      },
    };
  };
  const tasks: Task[] = [];
  for (let i = 1; i <= 20; i++) {
    const email = `r${round}-user${i}@${DOMAIN}`;
    tasks.push(task("sign-up", email, () => client.signUp(email)));
  }
  for (let i = 1; i <= 70; i++) {
    const name = `Crash R${round} Shop ${i}`;
    tasks.push(
      task(
        "business",
        name,
        () => client.call("POST", "/api/v1/businesses", setup.owner, businessForm(name)),
        (b) => String(at(b, "id")),
      ),
    );
  }
  for (let i = 1; i <= 10; i++) {
    const title = `Crash R${round} Opportunity ${i}`;
    tasks.push(
      task(
        "opportunity",
        title,
        () => client.call("POST", "/api/v1/opportunities", setup.owner, opportunityForm(title)),
        (b) => String(at(b, "id")),
      ),
    );
  }
  for (const email of setup.resetPool.splice(0, 2)) {
    tasks.push(
      task("reset", email, () =>
        client.call("POST", "/api/auth/request-password-reset", "", {
          email,
          redirectTo: "/auth?mode=reset",
        }),
      ),
    );
  }
  tasks.push(
    task(
      "payment",
      payId,
      () => payFirstYear(client, setup.owner, payId),
      (b) => String(at(b, "session")),
    ),
  );
  tasks.push(
    task(
      "application",
      applyName,
      () =>
        client.call("POST", `/api/v1/certification/${applyId}/applications`, setup.owner, {
          tier: "Certified",
          affidavit: affidavit(applyName),
          signature,
        }),
      undefined,
      applyId,
    ),
  );
  // Fisher–Yates with the seeded generator: the kinds interleave, differently each round.
  for (let i = tasks.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [tasks[i], tasks[j]] = [tasks[j]!, tasks[i]!];
  }
  return tasks;
}

/** The acknowledged writes of `writes` that the running server no longer has. */
async function checkWrites(client: Client, setup: Setup, writes: Write[]): Promise<Write[]> {
  const lost: Write[] = [];
  for (const w of writes) {
    if (w.outcome !== "acked") continue;
    let present = false;
    switch (w.kind) {
      case "business":
        present = (await client.call("GET", `/api/v1/businesses/${w.id}`)).status === 200;
        break;
      case "opportunity":
        present = (await client.call("GET", `/api/v1/opportunities/${w.id}`)).status === 200;
        break;
      case "sign-up": {
        present = (await client.signIn(w.key)) !== undefined;
        // A reset later in the run changes nothing here: the password stays the bench's.
        break;
      }
      case "reset":
        // What a reset request leaves is its mail, checked with the jobs.
        present = true;
        break;
      case "payment": {
        const again = await client.call("POST", "/api/v1/payments/verify", setup.owner, { session_id: w.id });
        present = again.status === 200 && at(again.body, "success") === true;
        break;
      }
      case "application": {
        const page = await client.call("GET", `/api/v1/certification/${w.id}`, setup.owner);
        present = page.status === 200 && at(page.body, "latest_application", "status") === "pending";
        break;
      }
    }
    if (!present) lost.push({ ...w, detail: `acknowledged in round ${w.round}, missing after the restart` });
  }
  return lost;
}

/** Waits until no job is queued, running or waiting for its retry; answers how many are dead. */
async function drain(client: Client, adminCookie: string): Promise<number> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const { status, body } = await client.call("GET", "/api/v1/admin/jobs", adminCookie);
    if (status !== 200) throw new Error(`admin jobs: ${status}`);
    const c = at(body, "counts") as { queued: number; active: number; retrying: number; dead: number };
    if (c.queued + c.active + c.retrying === 0) return c.dead;
    if (Date.now() > deadline) {
      log(`the queue did not drain within ${DRAIN_TIMEOUT_MS / 1000} s: ${JSON.stringify(c)}`);
      return c.dead;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const subjectOf = (data: string) =>
  /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(data)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";

const messageIdOf = (data: string) => /^Message-ID: (.*?)\r?$/im.exec(data)?.[1] ?? "";

/**
 * Deliveries by recipient and subject (each logical mail has its own pair): how many times each
 * message (Message-ID) arrived.
 */
function deliveriesOf(received: ReceivedMail[]): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const mail of received) {
    const subject = decodeSubject(subjectOf(mail.data));
    const id = messageIdOf(mail.data);
    for (const to of mail.to) {
      const key = `${to.toLowerCase()}\n${subject}`;
      const ids = counts.get(key) ?? new Map<string, number>();
      ids.set(id, (ids.get(id) ?? 0) + 1);
      counts.set(key, ids);
    }
  }
  return counts;
}

/** RFC 2047 encoded words (nodemailer encodes non-ASCII subjects; ours are ASCII, but be safe). */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : text
          .replace(/_/g, " ")
          .replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}

const CONFIRM = "Confirm your Ujamaa account";
const RESET = "Reset your Ujamaa password";

/**
 * Every mail that must have been delivered once: those of acknowledged writes, and those of writes
 * whose answer the kill cut off but which were stored all the same (an account that signs in, an
 * opportunity that is listed).
 */
async function expectedJobs(
  client: Client,
  setup: Setup,
  writes: Write[],
  accounts: Set<string>,
): Promise<Job[]> {
  const jobs: Job[] = [];
  const stored = await storedOpportunityTitles(client);
  for (const w of writes) {
    if (w.outcome === "unsent" || w.outcome === "refused") continue;
    const acked = w.outcome === "acked";
    if (w.kind === "sign-up" && accounts.has(w.key)) {
      jobs.push({ kind: "confirmation mail", to: w.key, subject: CONFIRM, round: w.round, acked });
    }
    if (w.kind === "reset" && acked) {
      jobs.push({ kind: "reset mail", to: w.key, subject: RESET, round: w.round, acked });
    }
    if (w.kind === "opportunity" && (acked || stored.has(w.key))) {
      for (const s of setup.subscribers) {
        const subject = `New contract opportunity: ${w.key}`;
        jobs.push({ kind: "alert mail", to: s.email, subject, round: w.round, acked });
      }
    }
    if (w.kind === "application" && acked) {
      const subject = `New certification application: ${w.key}`;
      jobs.push({ kind: "application mail", to: `admin@${DOMAIN}`, subject, round: w.round, acked });
    }
  }
  return jobs;
}

/** The titles of every opportunity the directory lists. */
async function storedOpportunityTitles(client: Client): Promise<Set<string>> {
  const titles = new Set<string>();
  for (let page = 1; page <= 200; page++) {
    const { body } = await client.call("GET", `/api/v1/opportunities?page=${page}`);
    for (const item of (at(body, "items") ?? []) as { title: string }[]) titles.add(item.title);
    if (!at(body, "next")) break;
  }
  return titles;
}

/**
 * Each subscriber has one unread notification per stored opportunity (they never read any): fewer
 * is a lost alert, more a doubled one.
 */
async function checkNotifications(client: Client, setup: Setup, jobs: Job[]): Promise<string[]> {
  const problems: string[] = [];
  for (const s of setup.subscribers) {
    const expected = jobs.filter((j) => j.kind === "alert mail" && j.to === s.email).length;
    const { body } = await client.call("GET", "/api/v1/notifications", s.cookie);
    const unread = at(body, "unread");
    if (unread !== expected) problems.push(`${s.email}: ${unread} notifications, ${expected} expected`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

function table(results: EngineResult[]) {
  const rows = results.map((r) => {
    const acked = r.writes.filter((w) => w.outcome === "acked").length;
    const cut = r.writes.filter((w) => w.outcome === "unanswered").length;
    const avg = r.restartSeconds.reduce((a, b) => a + b, 0) / Math.max(1, r.restartSeconds.length);
    return {
      engine: r.engine,
      rounds: String(r.rounds),
      "acknowledged writes": String(acked),
      "cut off by the kill": String(cut),
      lost: String(r.lost.length),
      "jobs expected": String(r.jobsExpected),
      delivered: String(r.delivered),
      "lost jobs": String(r.lostJobs.length + r.notificationProblems.length),
      doubled: String(r.doubled.reduce((a, d) => a + d.times - 1, 0)),
      "sent again (same Message-ID)": String(r.resent.reduce((a, d) => a + d.times - 1, 0)),
      "sign-ups without confirmation mail": String(r.signUpsWithoutMail.length),
      "restart (avg s)": avg.toFixed(1),
    };
  });
  const headers = Object.keys(rows[0]!);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => r[h as keyof typeof r].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(headers.map((h) => r[h as keyof typeof r])));
}

if (!fs.existsSync(`${BUILD_DIR}/server/index.js`)) {
  log(`no production build in ${BUILD_DIR}/: building it`);
  const built = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const started = performance.now();
const results: EngineResult[] = [];
for (const engine of ENGINES) results.push(await runEngine(engine as "pglite" | "postgres"));

console.log("");
console.log(
  `Crash durability: ${ROUNDS} rounds of kill -9 per engine, seed ${SEED}, ${((performance.now() - started) / 60_000).toFixed(1)} min`,
);
table(results);
let failed = false;
for (const r of results) {
  const byKind = KINDS.map(
    (k) => `${k} ${r.writes.filter((w) => w.kind === k && w.outcome === "acked").length}`,
  ).join(", ");
  console.log(
    `\n${r.engine}: acknowledged ${byKind}; the kill landed mid-burst in ${r.killedMidBurst} of ${r.rounds} rounds; dead jobs ${r.deadJobs}`,
  );
  for (const w of r.lost) console.log(`  LOST WRITE ${w.kind} ${w.key} (round ${w.round})`);
  for (const j of r.lostJobs) console.log(`  LOST JOB ${j.kind} to ${j.to}: ${j.subject} (round ${j.round})`);
  for (const d of r.doubled) console.log(`  DOUBLED ${d.times}× to ${d.to}: ${d.subject}`);
  for (const d of r.resent)
    console.log(`  sent again, same Message-ID, ${d.times}× to ${d.to}: ${d.subject}`);
  for (const p of r.notificationProblems) console.log(`  NOTIFICATION ${p}`);
  for (const s of r.signUpsWithoutMail) console.log(`  sign-up without confirmation mail: ${s}`);
  const refused = r.writes.filter((w) => w.outcome === "refused");
  for (const w of refused)
    console.log(`  refused (not a crash finding, but unexpected): ${w.kind} ${w.key}: ${w.detail}`);
  if (
    r.lost.length ||
    r.lostJobs.length ||
    r.doubled.length ||
    r.notificationProblems.length ||
    refused.length
  )
    failed = true;
}
process.exit(failed ? 1 : 0);
