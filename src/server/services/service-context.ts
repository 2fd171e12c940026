import type { Config } from "~/server/config";
import type { Db } from "~/server/db/client";
import type { Logger } from "~/server/logger";
import type { Mailer } from "~/server/mail/mailer";
import type { Storage } from "~/server/storage/storage";

/**
 * The one bag of adapters every service takes first: `verbNoun(ctx, actor, input)`. The runtime
 * is one (src/server/runtime.ts). A service that is also called outside a request (start-up, the
 * admin CLI, the search cache) types it as `Pick<ServiceContext, …>` of the adapters it uses.
 */
export type ServiceContext = {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  /** The clock: services ask it rather than `new Date()`, so a test can fix the instant. */
  now: () => Date;
  config: Pick<Config, "adminEmails" | "contactEmail">;
};
