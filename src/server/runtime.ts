import path from "node:path";
import { type Auth, createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedDemoData } from "./db/seed/demo.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMailer } from "./mail/create-mailer.ts";
import type { Mailer } from "./mail/mailer.ts";
import { grantAdmin } from "./services/accounts/grant-admin.ts";
import { createSearchCache, type SearchCache } from "./services/businesses/search-cache.ts";
import { createLocalStorage } from "./storage/local-storage.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything a request may need, made once per process. */
export type Runtime = {
  config: Config;
  database: Database;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  /** better-auth, mounted at /api/auth; sessions live in the database. */
  auth: Auth;
  /** Directory searches, answered from memory when asked again (SEARCH_CACHE_SECONDS). */
  searchCache: SearchCache;
};

/** The services over an open database: mail, auth and the search cache (also used by the test server). */
export function createServices(config: Config, database: Database, logger: Logger) {
  const mailer = createMailer(config, database.db);
  return {
    mailer,
    auth: createAuth({ config, db: database.db, mailer, logger }),
    searchCache: createSearchCache(database.db, { ttlMs: config.searchCacheSeconds * 1000 }),
  };
}

export async function createRuntime(config: Config, logger = createLogger(config)): Promise<Runtime> {
  const storage = createLocalStorage({
    root: path.join(config.dataDir, "files"),
    secret: resolveAuthSecret(config),
  });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seedDemo) await seedDemoData(database.db, logger, storage);
    await grantAdmin(database.db, config.adminEmails);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database, logger, storage, ...createServices(config, database, logger) };
}
