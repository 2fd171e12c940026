import pino from "pino";
import pretty from "pino-pretty";
import type { Config } from "./config";

export type Logger = pino.Logger;
export type LogFormat = "json" | "pretty";

/**
 * Readable lines when a person watches the terminal; JSON, one object a line, for anything that
 * reads the output instead (a process manager, a log collector, a pipe). LOG_FORMAT overrides.
 */
export function chooseLogFormat(requested: LogFormat | undefined, stdoutIsTTY: boolean): LogFormat {
  return requested ?? (stdoutIsTTY ? "pretty" : "json");
}

export function createLogger(config: Pick<Config, "logLevel" | "logFormat">): Logger {
  const options = {
    level: config.logLevel,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  };
  // Written in-process and in order, so a line logged just before exit is not lost.
  return chooseLogFormat(config.logFormat, process.stdout.isTTY === true) === "pretty"
    ? pino(options, pretty({ sync: true, ignore: "pid,hostname" }))
    : pino(options);
}
