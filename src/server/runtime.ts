import { type Auth, createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/auth-secret";
import { resolveActor } from "./auth/resolve-actor";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/demo";
import { createNotificationBus, type NotificationBus } from "./events/notification-bus";
import { JOB_POLICIES } from "./jobs/job-kinds";
import { createJobQueue, type JobQueueOptions } from "./jobs/job-queue";
import { createLogger, type Logger } from "./logger";
import { createMailer } from "./mail/create-mailer";
import type { Mailer } from "./mail/mailer";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { createPaymentProvider } from "./payments/create-payment-provider";
import type { Actor } from "./policy";
import { claimSignInAttempt, clearFailedSignIns } from "./services/accounts/account-sign-in-slowdown";
import { claimOwedConfirmation, queueConfirmationMail } from "./services/accounts/confirmation-mail-owed";
import { createAccountRecords } from "./services/accounts/create-account-records";
import { getUserRole } from "./services/accounts/get-user-role";
import { grantAdmin } from "./services/accounts/grant-admin";
import { rememberSignInOrigin, signInOriginOf } from "./services/accounts/sign-in-origin";
import { createProfileViewCounter } from "./services/analytics/profile-view-counter";
import {
  placeUnplacedBusinesses,
  queuePlacingOfUnplacedBusinesses,
} from "./services/businesses/place-unplaced-businesses";
import { runCertificationLifecycle } from "./services/certification/run-certification-lifecycle";
import { sendOpportunityAlerts } from "./services/opportunities/send-opportunity-alerts";
import {
  createDirectoryVersionReader,
  type DirectoryVersionReader,
} from "./services/search/directory-version";
import { createSearchCache } from "./services/search/search-cache";
import type { ServiceContext } from "./services/service-context";
import { createImageWork } from "./services/uploads/image-work";
import { deliverVendorWebhook } from "./services/vendor-lists/deliver-vendor-webhook";
import { failVendorList, matchVendorList } from "./services/vendor-lists/match-vendor-list";
import { sendVendorListDigests } from "./services/vendor-lists/send-vendor-list-digests";
import { watchCertificationChanges } from "./services/vendor-lists/watch-certification-changes";
import { createSmsSender } from "./sms/create-sms-sender";
import type { SmsSender } from "./sms/sms-sender";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";

/**
 * Everything a request may need, made once per process. It is the services' context itself
 * (db, storage, mailer, logger, clock, config), plus what only the edges use.
 */
export type Runtime = ServiceContext & {
  config: Config;
  database: Database;
  /** better-auth, mounted at /api/auth; sessions live in the database. */
  auth: Auth;
  /** This process's idea of the directory version (search cache and page cache key answers by it). */
  directoryVersion: DirectoryVersionReader;
  /** New notifications, fanned out to their user's open streams (LISTEN/NOTIFY on the database). */
  notificationBus: NotificationBus;
  /** The actor behind a request's headers (its session cookie), for the API and the pages. */
  resolveActor(headers: Headers): Promise<Actor>;
  /** This process's metrics, served at /metrics. */
  metrics: Metrics;
};

/**
 * The runtime over an open database (also used by the test server): the services' context, and
 * better-auth with its hooks wired to our services.
 */
export function createServices(
  config: Config,
  database: Database,
  logger: Logger,
  storage: Storage,
  options: { jobs?: JobQueueOptions } = {},
): Runtime {
  const db = database.db;
  const mailer = createMailer(config, db);
  // Every e-mail is a job: a request never waits for, or fails with, the mail server.
  const jobs = createJobQueue(database, logger, {
    timetable: { "certification-lifecycle": config.jobSchedules.certificationLifecycleCron },
    scheduleCheckSeconds: config.jobSchedules.checkSeconds,
    ...options.jobs,
  });
  jobs.handle("send-mail", (message, job) => mailer.send(message, { id: job.id }));
  const sms = createSmsSender(config, db);
  jobs.handle("send-sms", (message) => sms.send(message));
  const directoryVersion = createDirectoryVersionReader(db);
  const metrics = createMetrics({
    jobCounts: () => jobs.countsByKind(),
    pools: () => database.pools(),
    logger,
  });
  const linkSecret = resolveAuthSecret(config);
  const ctx: ServiceContext = {
    db,
    readDb: () => database.reader(),
    storage,
    mailer,
    jobs,
    logger,
    payments: createPaymentProvider(config, db),
    now: () => new Date(),
    config,
    linkSecret,
    imageWork: createImageWork({ concurrency: config.imageWorkConcurrency, queue: config.imageWorkQueue }),
    searchCache: createSearchCache(
      { db },
      {
        ttlMs: config.searchCacheSeconds * 1000,
        version: directoryVersion,
        onLookup: (result) => metrics.searchCache.inc({ result }),
      },
    ),
    profileViews: createProfileViewCounter({
      db,
      logger,
      now: () => new Date(),
      secret: linkSecret,
      flushMs: config.viewCountFlushSeconds * 1000,
    }),
  };
  jobs.handle("opportunity-alerts", async (payload) => {
    await sendOpportunityAlerts(ctx, payload);
  });
  jobs.handle("place-businesses", async (payload) => {
    await placeUnplacedBusinesses(ctx, payload);
  });
  jobs.handle("match-vendor-list", async (payload, job) => {
    try {
      await matchVendorList(ctx, payload);
    } catch (error) {
      if (job.attempt > JOB_POLICIES["match-vendor-list"].retryLimit)
        await failVendorList(ctx, payload.listId);
      throw error;
    }
  });
  jobs.handle("watch-certification-changes", async () => {
    await watchCertificationChanges(ctx);
  });
  jobs.handle("deliver-webhook", async (payload) => {
    await deliverVendorWebhook(ctx, payload.deliveryId);
  });
  jobs.handle("vendor-list-digest", async () => {
    await sendVendorListDigests(ctx);
  });
  const queuedMailer: Mailer = {
    kind: mailer.kind,
    async send(message) {
      await jobs.enqueue(db, "send-mail", message);
    },
  };
  // Texts too: the code is in the job's payload (never logged), sent in the background.
  const queuedSms: SmsSender = {
    kind: sms.kind,
    async send(message) {
      await jobs.enqueue(db, "send-sms", message);
    },
  };
  const auth = createAuth(
    { config, db, mailer: queuedMailer, sms: queuedSms, logger },
    {
      onUserCreated: (user) => createAccountRecords(ctx, user),
      claimSignInAttempt: (email, address) => claimSignInAttempt(ctx, { email, address }),
      onSignInSucceeded: (email) => clearFailedSignIns(ctx, { email }),
      queueConfirmation: (userId, message) => queueConfirmationMail(ctx, { userId, message }),
      claimOwedConfirmation: (email) => claimOwedConfirmation(ctx, email),
      rememberSignInOrigin: (userId, host) => rememberSignInOrigin(ctx, { userId, host }),
      signInOriginOf: (userId) => signInOriginOf(ctx, userId),
    },
  );
  const roleOf = (userId: string) => getUserRole(ctx, { userId });
  const runtime: Runtime = {
    ...ctx,
    config,
    database,
    auth,
    directoryVersion,
    notificationBus: createNotificationBus(database, logger),
    resolveActor: (headers) => resolveActor({ auth, roleOf, logger }, headers),
    metrics,
  };
  // Runs on the runtime itself, whose clock a test may set (the same one the API reads).
  jobs.handle("certification-lifecycle", async () => {
    await runCertificationLifecycle(runtime);
  });
  return runtime;
}

export async function createRuntime(config: Config, logger = createLogger(config)): Promise<Runtime> {
  const storage = createStorage(config.storage, resolveAuthSecret(config));
  const database = await openDatabase(config, (url, up, lagMs) => {
    const replica = url.replace(/\/\/[^@/]*@/, "//");
    if (up) logger.info({ replica }, "read replica in use");
    else
      logger.warn(
        { replica, lagMs: Number.isFinite(lagMs) ? lagMs : null },
        "read replica skipped: down or behind",
      );
  });
  try {
    await database.migrate();
    // The gazetteer's lists take seconds to load: read them now, so that the first business saved
    // (placed on the map inside its write) does not wait for them. Imported here, once the process
    // has started, rather than with this module (the places domain is read after the app's modules).
    const gazetteer = await import("./services/places/gazetteer");
    gazetteer
      .loadGazetteer()
      .catch((error: unknown) => logger.error({ err: error }, "gazetteer: loading failed"));
    if (config.seedDemo) await seedDemoData(database.db, logger, storage, { place: gazetteer.placeAddress });
    await grantAdmin(database, { emails: config.adminEmails });
    const runtime = createServices(config, database, logger, storage);
    // The worker starts with the server; entry.ts's shutdown() stops it before the database closes.
    await runtime.jobs.start();
    await queuePlacingOfUnplacedBusinesses(runtime);
    return runtime;
  } catch (error) {
    await database.close();
    throw error;
  }
}
