import pino from "pino";
import type { Config } from "./config.ts";

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, "logLevel" | "isProduction" | "env">): Logger {
  const pretty = !config.isProduction && config.env !== "test" && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}
