import type { Config } from "~/server/config";
import type { Db } from "~/server/db/client";
import type { JobQueue } from "~/server/jobs/job-queue";
import type { Logger } from "~/server/logger";
import type { Mailer } from "~/server/mail/mailer";
import type { PaymentProvider } from "~/server/payments/payment-provider";
import type { ProfileViewCounter } from "~/server/services/analytics/profile-view-counter";
import type { SearchCache } from "~/server/services/search/search-cache";
import type { ImageWork } from "~/server/services/uploads/image-work";
import type { Storage } from "~/server/storage/storage";

/**
 * The one bag of adapters every service takes first: `verbNoun(ctx, actor, input)`. The runtime
 * is one (src/server/runtime.ts). A service that is also called outside a request (start-up, the
 * admin CLI, the search cache) types it as `Pick<ServiceContext, …>` of the adapters it uses.
 */
export type ServiceContext = {
  db: Db;
  /** A read replica for public reads when one is in use and fit (else `db`): use through `forPublicRead`. */
  readDb: () => Db;
  storage: Storage;
  /** Delivers at once (the outbox or SMTP): only the send-mail job calls it; services queue mail through `jobs`. */
  mailer: Mailer;
  /** Background work (every e-mail goes through it): `jobs.enqueue(tx, kind, payload)` inside the caller's transaction. */
  jobs: JobQueue;
  logger: Logger;
  /** Renewal checkouts: the local simulator, or Stripe when it is configured. */
  payments: PaymentProvider;
  /** The clock: services ask it rather than `new Date()`, so a test can fix the instant. */
  now: () => Date;
  config: Pick<
    Config,
    "adminEmails" | "contactEmail" | "baseUrl" | "baseUrlIsFixed" | "oidcProviders" | "webhooksAllowLoopback"
  >;
  /** The process's bounded image processing (uploads): see image-work.ts. */
  imageWork: ImageWork;
  /** Directory search answers kept in memory; a service that writes businesses calls `invalidate()`. */
  searchCache: SearchCache;
  /** Business-page views counted in memory and written in batches; `close()` at shutdown writes the rest. */
  profileViews: ProfileViewCounter;
  /** Signs links sent by e-mail that work without signing in (one-click unsubscribe): the auth secret. */
  linkSecret: string;
};

/**
 * The context for a public read (search, a business page, categories, a certificate check): its
 * `db` is a read replica when one is in use, recent enough, and this request did not just write.
 */
export function forPublicRead<C extends Pick<ServiceContext, "db" | "readDb">>(ctx: C): C {
  const db = ctx.readDb();
  return db === ctx.db ? ctx : { ...ctx, db };
}
