import path from "node:path";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedDemoData } from "./db/seed/demo.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createLocalStorage } from "./storage/local-storage.ts";
import { loadSigningSecret } from "./storage/signing-secret.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything a request may need, made once per process. */
export type Runtime = {
  config: Config;
  database: Database;
  logger: Logger;
  storage: Storage;
};

export async function createRuntime(config: Config, logger = createLogger(config)): Promise<Runtime> {
  const storage = createLocalStorage({
    root: path.join(config.dataDir, "files"),
    secret: loadSigningSecret(config),
  });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seedDemo) await seedDemoData(database.db, logger, storage);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database, logger, storage };
}
