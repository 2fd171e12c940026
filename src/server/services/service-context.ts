import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Storage } from "../storage/storage.ts";

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
