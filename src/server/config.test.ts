import { describe, expect, it } from "vitest";
import { listensBeyondLoopbackWithoutBaseUrl, loadConfig, mailOrigin, publicOrigin } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database on port 3000 with demo data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("pglite");
    expect(config.seedDemo).toBe(true);
  });

  it("switches to PostgreSQL with DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/ujamaa" });
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:5432/ujamaa",
      replicas: { urls: [], maxLagMs: 5000 },
    });
  });

  it("reads from the replicas of DATABASE_READ_URL, skipping one further behind than REPLICA_MAX_LAG_SECONDS", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://db-primary/ujamaa",
      DATABASE_READ_URL: " postgres://db-replica-1/ujamaa, postgresql://db-replica-2/ujamaa ",
      REPLICA_MAX_LAG_SECONDS: "2.5",
    });
    expect(config.database).toMatchObject({
      replicas: {
        urls: ["postgres://db-replica-1/ujamaa", "postgresql://db-replica-2/ujamaa"],
        maxLagMs: 2500,
      },
    });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid environment variable PORT: /],
    [{ SEED_DEMO: "maybe" }, /^Invalid environment variable SEED_DEMO: must be true or false$/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL: must be a postgres/],
    [{ DATABASE_READ_URL: "postgres://a/b,mysql://x" }, /^Invalid environment variable DATABASE_READ_URL/],
    [{ ADMIN_EMAILS: "a@x.io,nope" }, /^Invalid environment variable ADMIN_EMAILS: /],
    [
      { NODE_ENV: "production", DATABASE_URL: "postgres://db/x" },
      /^Invalid environment variable AUTH_SECRET: required/,
    ],
  ])("rejects %o with a one-line message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads ADMIN_EMAILS as a normalised list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " A@x.io, b@y.io " }).adminEmails).toEqual(["a@x.io", "b@y.io"]);
  });

  it("keeps mail in the outbox whenever SMTP_URL is not set, in production too", () => {
    expect(loadConfig({}).mailOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).mailOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: "smtp://localhost:25" }).mailOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://x:25" }).mailOutbox).toBe(false);
  });

  it("reads LOG_FORMAT as json or pretty, unset by default", () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "yaml" })).toThrow(
      /^Invalid environment variable LOG_FORMAT: must be json or pretty$/,
    );
  });

  it("runs the certification lifecycle job hourly at minute 7 unless CERTIFICATION_LIFECYCLE_CRON says otherwise", () => {
    expect(loadConfig({}).jobSchedules).toEqual({
      certificationLifecycleCron: "7 * * * *",
      checkSeconds: 30,
    });
    expect(
      loadConfig({ CERTIFICATION_LIFECYCLE_CRON: " */15  * * * * ", JOB_SCHEDULE_CHECK_SECONDS: "1" })
        .jobSchedules,
    ).toEqual({ certificationLifecycleCron: "*/15 * * * *", checkSeconds: 1 });
    // Six fields: a leading second.
    expect(
      loadConfig({ CERTIFICATION_LIFECYCLE_CRON: "30 7 * * * *" }).jobSchedules.certificationLifecycleCron,
    ).toBe("30 7 * * * *");
  });

  it.each([
    [
      "* * * *",
      /^Invalid environment variable CERTIFICATION_LIFECYCLE_CRON: must be a cron expression of 5 fields .* got 4$/,
    ],
    ["* * * * * * *", /got 7$/],
    ["@hourly", /got 1$/],
    [
      "61 * * * *",
      /^Invalid environment variable CERTIFICATION_LIFECYCLE_CRON: must be a valid cron expression: .*0-59/,
    ],
    [
      "0 0 31 2 *",
      /^Invalid environment variable CERTIFICATION_LIFECYCLE_CRON: must be a valid cron expression/,
    ],
  ])("rejects CERTIFICATION_LIFECYCLE_CRON=%s with a one-line message", (cron, message) => {
    expect(() => loadConfig({ CERTIFICATION_LIFECYCLE_CRON: cron })).toThrow(message);
  });

  it("looks for scheduled jobs due every 1 to 45 seconds (JOB_SCHEDULE_CHECK_SECONDS)", () => {
    for (const bad of ["0", "46", "1.5", "soon"]) {
      expect(() => loadConfig({ JOB_SCHEDULE_CHECK_SECONDS: bad })).toThrow(
        /^Invalid environment variable JOB_SCHEDULE_CHECK_SECONDS: /,
      );
    }
  });

  it("turns auth rate limits on unless told otherwise", () => {
    expect(loadConfig({}).authRateLimit).toBe(true);
    expect(loadConfig({ AUTH_RATE_LIMIT: "false" }).authRateLimit).toBe(false);
  });

  it("lets webhooks reach loopback only when a test asks, and refuses the setting outside tests", () => {
    expect(loadConfig({}).webhooksAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", WEBHOOKS_ALLOW_LOOPBACK: "true" }).webhooksAllowLoopback).toBe(
      true,
    );
    expect(() => loadConfig({ NODE_ENV: "production", WEBHOOKS_ALLOW_LOOPBACK: "true" })).toThrow(
      "Invalid environment variable WEBHOOKS_ALLOW_LOOPBACK: only for tests (NODE_ENV=test)",
    );
  });

  it("draws maps on OpenStreetMap's tiles unless MAP_TILE_URL names another server or off", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      kind: "tiles",
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: { text: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright" },
    });
    expect(loadConfig({ MAP_TILE_URL: "off" }).mapTiles).toEqual({ kind: "off" });
    expect(
      loadConfig({ MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png" }).mapTiles,
    ).toMatchObject({
      kind: "tiles",
      url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
    });
    expect(() => loadConfig({ MAP_TILE_URL: "http://tiles.example.org/{z}/{x}/{y}.png" })).toThrow(
      /^Invalid environment variable MAP_TILE_URL: must be an https URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: "none" })).toThrow(
      /^Invalid environment variable MAP_TILE_URL: must be off or a tile URL/,
    );
  });

  it("keeps files on local disk unless S3_BUCKET is set", () => {
    expect(loadConfig({ DATA_DIR: "/srv/ujamaa" }).storage).toEqual({
      kind: "local",
      root: "/srv/ujamaa/files",
    });
    expect(
      loadConfig({
        S3_BUCKET: "ujamaa-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
        S3_PUBLIC_URL: "https://cdn.example.com/files",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "ujamaa-files",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
      publicBaseUrl: "https://cdn.example.com/files",
    });
  });

  it.each([
    [{ S3_REGION: "eu-west-1" }, /^Invalid environment variable S3_BUCKET: required when S3_REGION is set$/],
    [{ S3_BUCKET: "Not A Bucket" }, /^Invalid environment variable S3_BUCKET: must be an S3 bucket name$/],
    [{ S3_BUCKET: "b-1", S3_ENDPOINT: "ftp://x" }, /^Invalid environment variable S3_ENDPOINT: /],
    [{ S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "id" }, /^Invalid environment variable S3_SECRET_ACCESS_KEY: /],
  ])("refuses the S3 settings %o with a one-line message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe("OIDC_PROVIDERS", () => {
    const acme = {
      id: "acme",
      name: "Acme",
      issuer: "https://login.acme.example/",
      client_id: "ujamaa",
      client_secret: "s3cret",
    };

    it("is none by default", () => {
      expect(loadConfig({}).oidcProviders).toEqual([]);
    });

    it("reads several providers from a JSON list", () => {
      const google = { ...acme, id: "google", name: "Google", issuer: "https://accounts.google.com" };
      const config = loadConfig({ OIDC_PROVIDERS: JSON.stringify([acme, google]) });
      expect(config.oidcProviders).toEqual([
        {
          id: "acme",
          name: "Acme",
          issuer: "https://login.acme.example",
          clientId: "ujamaa",
          clientSecret: "s3cret",
        },
        {
          id: "google",
          name: "Google",
          issuer: "https://accounts.google.com",
          clientId: "ujamaa",
          clientSecret: "s3cret",
        },
      ]);
    });

    it("accepts http only for an issuer on this machine", () => {
      const local = { ...acme, issuer: "http://127.0.0.1:4000" };
      expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([local]) }).oidcProviders[0]?.issuer).toBe(
        "http://127.0.0.1:4000",
      );
    });

    it.each([
      ["not json", /^Invalid environment variable OIDC_PROVIDERS: must be a JSON list of providers$/],
      [JSON.stringify({ ...acme }), /^Invalid environment variable OIDC_PROVIDERS: must be a JSON list/],
      [
        JSON.stringify([{ ...acme, issuer: "http://login.acme.example" }]),
        /^Invalid environment variable OIDC_PROVIDERS\[0\]\.issuer: issuer must be an https URL$/,
      ],
      [
        JSON.stringify([{ ...acme, client_secret: undefined }]),
        /^Invalid environment variable OIDC_PROVIDERS\[0\]\.client_secret: /,
      ],
      [JSON.stringify([{ ...acme, id: "Acme Corp" }]), /\[0\]\.id: id must be 1–32 lowercase/],
      [
        JSON.stringify([acme, acme]),
        /^Invalid environment variable OIDC_PROVIDERS: provider ids must be unique$/,
      ],
      [JSON.stringify([{ ...acme, id: "credential" }]), /the id credential is reserved$/],
      [
        JSON.stringify([{ ...acme, extra: 1 }]),
        /^Invalid environment variable OIDC_PROVIDERS\[0\]: Unrecognized key/,
      ],
    ])("rejects %s with a one-line message", (value, message) => {
      expect(() => loadConfig({ OIDC_PROVIDERS: value })).toThrow(message);
    });
  });

  it("uses the local payment simulator unless both Stripe secrets are set, and names the missing one", () => {
    expect(loadConfig({}).payments).toEqual({ kind: "simulator" });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: "sk_test_abc123",
        STRIPE_WEBHOOK_SECRET: "whsec_abc123",
        STRIPE_API_BASE: "http://127.0.0.1:4242",
      }).payments,
    ).toEqual({
      kind: "stripe",
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_abc123",
      api: { host: "127.0.0.1", port: 4242, protocol: "http" },
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /^Invalid environment variable STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together$/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_abc123" })).toThrow(
      /^Invalid environment variable STRIPE_SECRET_KEY: /,
    );
    expect(() => loadConfig({ STRIPE_API_BASE: "http://127.0.0.1:4242" })).toThrow(
      /^Invalid environment variable STRIPE_SECRET_KEY: required when STRIPE_API_BASE is set$/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(
      /^Invalid environment variable STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });
});

describe("the origin of absolute links", () => {
  it("follows the loopback name of the request without BASE_URL, and never another host", () => {
    const config = loadConfig({ PORT: "3000" });
    expect(publicOrigin(config, "localhost:3000")).toBe("http://localhost:3000");
    expect(publicOrigin(config, "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(publicOrigin(config, "[::1]:3000")).toBe("http://[::1]:3000");
    expect(publicOrigin(config, "LOCALHOST:3000")).toBe("http://localhost:3000");
    for (const other of [
      "evil.example",
      "localhost:4000",
      "127.0.0.1",
      "localhost.evil.example:3000",
      "",
      null,
    ]) {
      expect(publicOrigin(config, other), String(other)).toBe("http://localhost:3000");
    }
  });

  it("is BASE_URL whenever it is set", () => {
    const config = loadConfig({ BASE_URL: "https://ujamaa.example/" });
    expect(publicOrigin(config, "localhost:3000")).toBe("https://ujamaa.example");
    expect(publicOrigin(config, "ujamaa.example")).toBe("https://ujamaa.example");
  });

  it("in mail, is the loopback origin the recipient last signed in from, never another one", () => {
    const config = loadConfig({ PORT: "3000" });
    expect(mailOrigin(config, "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(mailOrigin(config, "http://[::1]:3000")).toBe("http://[::1]:3000");
    for (const other of ["http://evil.example", "http://localhost:4000", "https://127.0.0.1:3000", "", null])
      expect(mailOrigin(config, other), String(other)).toBe("http://localhost:3000");
    const fixed = loadConfig({ BASE_URL: "https://ujamaa.example/" });
    expect(mailOrigin(fixed, "http://127.0.0.1:3000")).toBe("https://ujamaa.example");
  });

  it("warns at start-up only for a server others can reach without BASE_URL", () => {
    expect(listensBeyondLoopbackWithoutBaseUrl(loadConfig({}))).toBe(true);
    expect(listensBeyondLoopbackWithoutBaseUrl(loadConfig({ HOST: "127.0.0.1" }))).toBe(false);
    expect(listensBeyondLoopbackWithoutBaseUrl(loadConfig({ BASE_URL: "https://ujamaa.example" }))).toBe(
      false,
    );
  });
});
