import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database on port 3000 with demo data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("pglite");
    expect(config.seedDemo).toBe(true);
  });

  it("switches to PostgreSQL with DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/ujamaa" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/ujamaa" });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid environment variable PORT: /],
    [{ SEED_DEMO: "maybe" }, /^Invalid environment variable SEED_DEMO: must be true or false$/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL: must be a postgres/],
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

  it("turns auth rate limits on unless told otherwise", () => {
    expect(loadConfig({}).authRateLimit).toBe(true);
    expect(loadConfig({ AUTH_RATE_LIMIT: "false" }).authRateLimit).toBe(false);
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
});
