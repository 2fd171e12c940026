import os from "node:os";
import path from "node:path";
import { CronExpressionParser } from "cron-parser";
import { z } from "zod";
import { CSV_EXPORT_DEFAULT_MAX_ROWS } from "~/domain/businesses/business-csv";
import { DEFAULT_MAP_TILE_URL, mapTilesOf, mapTileUrlProblem } from "~/domain/places/map-tiles";

/** The certification lifecycle job's default timetable (JOB_SCHEDULES): hourly at minute 7, UTC. */
export const CERTIFICATION_LIFECYCLE_CRON = "7 * * * *";

/**
 * Why a cron expression cannot be a schedule's timetable, or null when it can: five fields
 * (minute hour day month weekday) or six (a leading second), read as the job queue's scheduler
 * reads them (cron-parser, UTC). The scheduler adds at most one job a minute whatever it says.
 */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5 && fields.length !== 6) {
    return `must be a cron expression of 5 fields (minute hour day month weekday) or 6 (second first), got ${fields.length}`;
  }
  try {
    CronExpressionParser.parse(fields.join(" "), { tz: "UTC", strict: false });
    return null;
  } catch (error) {
    return `must be a valid cron expression: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const bool = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of e-mail addresses" })));

/** http only for a provider on this machine (a test or a local identity server); https everywhere else. */
function isSecureOrLoopback(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * One OpenID Connect provider: any issuer that publishes `/.well-known/openid-configuration`
 * (Google: https://accounts.google.com, Microsoft: https://login.microsoftonline.com/{tenant}/v2.0,
 * a company's own Keycloak, Okta, Auth0…). Its redirect URI is {BASE_URL}/api/auth/callback/{id}.
 */
const oidcProviderSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "id must be 1–32 lowercase letters, digits or hyphens"),
  name: z.string().trim().min(1, "name is required").max(40, "name must be at most 40 characters"),
  issuer: z
    .url({ protocol: /^https?$/, message: "issuer must be an https URL" })
    .refine(isSecureOrLoopback, "issuer must be an https URL"),
  client_id: z.string().min(1, "client_id is required"),
  client_secret: z.string().min(1, "client_secret is required"),
});

const oidcProvidersSchema = z
  .array(oidcProviderSchema, { message: "must be a JSON list of providers" })
  .max(10, "at most 10 providers")
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "provider ids must be unique")
  .refine((list) => list.every((p) => p.id !== "credential"), "the id credential is reserved");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, used in links in e-mails and by the auth origin check. */
  BASE_URL: z.url({ message: "must be an absolute URL such as https://ujamaa.example" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  /** Streaming replicas of DATABASE_URL for public reads, comma-separated (docs/operations.md). */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, "must be postgres:// connection URLs"))),
  /** A replica further behind the primary than this is skipped until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  DATA_DIR: z.string().default("./data"),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAILS: emailList.default([]),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** One JSON object a line, or coloured lines for a person; unset: pretty only on a terminal. */
  LOG_FORMAT: z.enum(["json", "pretty"], { message: "must be json or pretty" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Ujamaa <no-reply@ujamaa.test>"),
  /** Where messages sent with the Contact page's form are delivered. */
  CONTACT_EMAIL: z.email({ message: "must be an e-mail address" }).default("hello@ujamaa.test"),
  /** Rate limits on sign-in, sign-up, reset, one-time codes and resend; off only for tests that sign in repeatedly. */
  AUTH_RATE_LIMIT: bool.default(true),
  /** Test-only: vendor-list webhooks may go to loopback over plain http (refused unless NODE_ENV=test). */
  WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
  /** Largest JSON body the API accepts, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** How long a search result may be served from memory; 0 turns the search cache off. */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How long a signed credential status list may be served from memory (decision 058); 0: never. */
  CREDENTIAL_STATUS_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(30),
  /**
   * Images processed at once by one process (uploads); more wait in a queue of IMAGE_WORK_QUEUE. By
   * default one core fewer than the machine has, shared by the WEB_CONCURRENCY processes of server.js
   * (at least one each), so that requests always keep a core.
   */
  IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Processes server.js runs on one port (read there; here it only shares the image work out). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Uploads that may wait for image processing; past it an upload is answered 503 with Retry-After. */
  IMAGE_WORK_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /** How long an anonymous page (home, listings, directory, info pages) may be served from memory; 0: never. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** How often a process writes the business-page views it counted in memory (and at shutdown). */
  VIEW_COUNT_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /**
   * The maps' background: a tile server's URL template ({z}/{x}/{y}), or `off` for the bundled world
   * outline with no network (tests, machines that cannot reach a tile server).
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = mapTileUrlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .default(DEFAULT_MAP_TILE_URL),
  /** Rows a directory CSV download holds at most (its last line then says so). */
  CSV_EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(CSV_EXPORT_DEFAULT_MAX_ROWS),
  /** Proxies in front of the server that append to X-Forwarded-For; 0 keys on the connection's address. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>`; unset: this machine only. */
  METRICS_TOKEN: z
    .string()
    .min(32, "must be at least 32 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
    .optional(),
  /** When the certification lifecycle job runs (lapses, renewal reminders): a cron expression in UTC. */
  CERTIFICATION_LIFECYCLE_CRON: z
    .string()
    .transform((text, ctx) => {
      const problem = cronProblem(text);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return text.trim().split(/\s+/).join(" ");
    })
    .default(CERTIFICATION_LIFECYCLE_CRON),
  /** How often the job queue's scheduler looks for scheduled jobs that came due, in seconds; only tests need less. */
  JOB_SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** Keep uploaded files in this S3 bucket instead of DATA_DIR/files; the other S3_ variables need it. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name such as us-east-1")
    .optional(),
  /** An S3-compatible service (MinIO, R2, Spaces…); unset: AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Public files are linked from here (the bucket's or a CDN's address) rather than through /files. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  /** OpenID Connect providers offered on /auth ("Continue with {name}"): a JSON list, see oidcProvidersSchema. */
  OIDC_PROVIDERS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON list of providers" });
        return z.NEVER;
      }
    })
    .pipe(oidcProvidersSchema)
    .optional(),
  /** Where text messages (phone codes) go: the dev outbox, or Twilio with the SMS_TWILIO_ variables. */
  SMS_PROVIDER: z.enum(["outbox", "twilio"], { message: "must be outbox or twilio" }).default("outbox"),
  SMS_TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC followed by 32 hex digits)")
    .optional(),
  SMS_TWILIO_AUTH_TOKEN: z.string().min(16, "must be a Twilio auth token").optional(),
  /** The sender: a number in E.164 (+15551234567) or a Messaging Service SID (MG…). */
  SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
      "must be a number such as +15551234567 or a Messaging Service SID",
    )
    .optional(),
  /** Twilio's API address; only tests change it. */
  SMS_TWILIO_BASE_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  /** Stripe Checkout for renewals; with STRIPE_WEBHOOK_SECRET. Unset: the local payment simulator. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  /** The signing secret of the webhook endpoint {BASE_URL}/api/v1/payments/webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  /** Stripe's API address; only tests change it. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
});

/** The names of every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const port = env.PORT;
  const isProduction = env.NODE_ENV === "production";
  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host: env.HOST,
    baseUrl: env.BASE_URL ?? `http://localhost:${port}`,
    /** BASE_URL was set: every absolute link uses it. Otherwise links follow the loopback name asked for. */
    baseUrlIsFixed: env.BASE_URL !== undefined,
    database: env.DATABASE_URL
      ? ({
          kind: "postgres",
          url: env.DATABASE_URL,
          replicas: { urls: env.DATABASE_READ_URL, maxLagMs: env.REPLICA_MAX_LAG_SECONDS * 1000 },
        } as const)
      : ({ kind: "pglite", dir: path.resolve(env.DATA_DIR, "db") } as const),
    dataDir: path.resolve(env.DATA_DIR),
    seedDemo: env.SEED_DEMO,
    adminEmails: env.ADMIN_EMAILS,
    authSecret: env.AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    /** Without SMTP, mail is kept in the outbox table, readable at /dev/mail from this machine only. */
    mailOutbox: !env.SMTP_URL,
    authRateLimit: env.AUTH_RATE_LIMIT,
    webhooksAllowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    credentialStatusCacheSeconds: env.CREDENTIAL_STATUS_CACHE_SECONDS,
    csvExportMaxRows: env.CSV_EXPORT_MAX_ROWS,
    /** The maps' tiles (their URL template and credit), or off: the bundled world outline. */
    mapTiles: mapTilesOf(env.MAP_TILE_URL),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    viewCountFlushSeconds: env.VIEW_COUNT_FLUSH_SECONDS,
    imageWorkConcurrency:
      env.IMAGE_WORK_CONCURRENCY ??
      Math.max(1, Math.floor((os.availableParallelism() - 1) / env.WEB_CONCURRENCY)),
    imageWorkQueue: env.IMAGE_WORK_QUEUE,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    metricsToken: env.METRICS_TOKEN,
    /** The timetables of the scheduled jobs (UTC cron), and how often the scheduler looks for one due. */
    jobSchedules: {
      certificationLifecycleCron: env.CERTIFICATION_LIFECYCLE_CRON,
      checkSeconds: env.JOB_SCHEDULE_CHECK_SECONDS,
    },
    storage: storageOf(env),
    oidcProviders: (env.OIDC_PROVIDERS ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      issuer: p.issuer.replace(/\/+$/, ""),
      clientId: p.client_id,
      clientSecret: p.client_secret,
    })),
    sms: smsOf(env),
    /** Without an SMS provider, text messages are kept in the outbox too (shown at /dev/mail). */
    smsOutbox: env.SMS_PROVIDER === "outbox",
    payments: paymentsOf(env),
  };
}

export type PaymentsConfig = ReturnType<typeof paymentsOf>;

/** Stripe when its two secrets are set; otherwise the local checkout simulator. */
function paymentsOf(env: z.infer<typeof envSchema>) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return { kind: "simulator" } as const;
  const api = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return {
    kind: "stripe",
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    api: api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : null,
  } as const;
}

/** Stripe's two secrets go together; its API address means nothing without them. */
function checkStripe(env: z.infer<typeof envSchema>): void {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new ConfigError(
      `Invalid environment variable ${missing}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together`,
    );
  }
  if (env.STRIPE_API_BASE && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      "Invalid environment variable STRIPE_SECRET_KEY: required when STRIPE_API_BASE is set",
    );
  }
}

export type SmsConfig = ReturnType<typeof smsOf>;

function smsOf(env: z.infer<typeof envSchema>) {
  if (env.SMS_PROVIDER !== "twilio") return { kind: "outbox" } as const;
  return {
    kind: "twilio",
    accountSid: env.SMS_TWILIO_ACCOUNT_SID!,
    authToken: env.SMS_TWILIO_AUTH_TOKEN!,
    from: env.SMS_FROM!,
    baseUrl: env.SMS_TWILIO_BASE_URL ?? "https://api.twilio.com",
  } as const;
}

/** Twilio needs its three settings; they mean nothing without it. */
function checkSms(env: z.infer<typeof envSchema>): void {
  const needed = ["SMS_TWILIO_ACCOUNT_SID", "SMS_TWILIO_AUTH_TOKEN", "SMS_FROM"] as const;
  if (env.SMS_PROVIDER === "twilio") {
    const missing = needed.find((name) => !env[name]);
    if (missing)
      throw new ConfigError(`Invalid environment variable ${missing}: required when SMS_PROVIDER=twilio`);
    return;
  }
  const stray = [...needed, "SMS_TWILIO_BASE_URL" as const].find((name) => env[name] !== undefined);
  if (stray)
    throw new ConfigError(`Invalid environment variable SMS_PROVIDER: must be twilio when ${stray} is set`);
}

export type StorageConfig = ReturnType<typeof storageOf>;

/** Local disk under DATA_DIR/files, or an S3 bucket when S3_BUCKET is set. */
function storageOf(env: z.infer<typeof envSchema>) {
  if (!env.S3_BUCKET) return { kind: "local", root: path.resolve(env.DATA_DIR, "files") } as const;
  return {
    kind: "s3",
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    publicBaseUrl: env.S3_PUBLIC_URL,
  } as const;
}

/** A setting that only makes sense with another one, named in the one-line message. */
function checkS3(env: z.infer<typeof envSchema>): void {
  const named = Object.entries(env).filter(([name, value]) => name.startsWith("S3_") && value !== undefined);
  if (!env.S3_BUCKET && named.length > 0) {
    throw new ConfigError(`Invalid environment variable S3_BUCKET: required when ${named[0]![0]} is set`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(
      `Invalid environment variable ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  }
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment. The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // A provider's own field is named as in the JSON: OIDC_PROVIDERS[0].issuer.
    const where =
      issue.path[0] === "OIDC_PROVIDERS"
        ? issue.path
            .slice(1)
            .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
            .join("")
        : "";
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}${where}: ${issue.message}`);
  }
  if (parsed.data.NODE_ENV === "production" && parsed.data.DATABASE_URL && !parsed.data.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid environment variable AUTH_SECRET: required when NODE_ENV=production with DATABASE_URL",
    );
  }
  if (parsed.data.WEBHOOKS_ALLOW_LOOPBACK && parsed.data.NODE_ENV !== "test") {
    throw new ConfigError(
      "Invalid environment variable WEBHOOKS_ALLOW_LOOPBACK: only for tests (NODE_ENV=test)",
    );
  }
  checkS3(parsed.data);
  checkSms(parsed.data);
  checkStripe(parsed.data);
  return toConfig(parsed.data);
}

export type OidcProviderConfig = Config["oidcProviders"][number];

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The loopback hosts (with the port) a site without BASE_URL answers links for. */
export function loopbackHosts(config: Pick<Config, "baseUrl">): string[] {
  const port = new URL(config.baseUrl).port;
  return LOOPBACK_NAMES.map((name) => (port ? `${name}:${port}` : name));
}

/**
 * The origin absolute links of a request use (mail, QR codes, checkout returns): BASE_URL when it is
 * set; otherwise the loopback host the request came in on (localhost or 127.0.0.1, with the port),
 * so a link opens where the user's session is. Any other host (a forged Host header) gets the
 * default, never itself.
 */
export function publicOrigin(
  config: Pick<Config, "baseUrl" | "baseUrlIsFixed">,
  host: string | null | undefined,
): string {
  const fallback = config.baseUrl.replace(/\/+$/, "");
  if (config.baseUrlIsFixed) return fallback;
  return loopbackOrigin(config, host) ?? fallback;
}

/** `http://` and the host when it is one of this site's loopback names with its port; null for any other host. */
export function loopbackOrigin(
  config: Pick<Config, "baseUrl">,
  host: string | null | undefined,
): string | null {
  const name = host?.toLowerCase();
  return name && loopbackHosts(config).includes(name) ? `http://${name}` : null;
}

/**
 * The origin of the links in a mail to someone: BASE_URL when it is set; otherwise the loopback origin the
 * recipient last signed in from (so the link opens where their session is), checked again against this
 * site's loopback names; otherwise the default.
 */
export function mailOrigin(
  config: Pick<Config, "baseUrl" | "baseUrlIsFixed">,
  signInOrigin: string | null | undefined,
): string {
  const fallback = config.baseUrl.replace(/\/+$/, "");
  if (config.baseUrlIsFixed || !signInOrigin) return fallback;
  return loopbackOrigin(config, signInOrigin.replace(/^http:\/\//, "")) === signInOrigin
    ? signInOrigin
    : fallback;
}

/** A server that others can reach (HOST not a loopback address) without BASE_URL: its links name localhost. */
export function listensBeyondLoopbackWithoutBaseUrl(
  config: Pick<Config, "host" | "baseUrlIsFixed">,
): boolean {
  return !config.baseUrlIsFixed && !["127.0.0.1", "::1", "localhost"].includes(config.host);
}
