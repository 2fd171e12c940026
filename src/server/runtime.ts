import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedDemoData } from "./db/seed/demo.ts";
import { createLogger, type Logger } from "./logger.ts";

/** Everything a request may need, made once per process. */
export type Runtime = {
  config: Config;
  database: Database;
  logger: Logger;
};

export async function createRuntime(config: Config, logger = createLogger(config)): Promise<Runtime> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seedDemo) await seedDemoData(database.db, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database, logger };
}
