import pino from "pino";

export type Logger = pino.Logger;

// Tokens, cookies and secrets never reach a log line, whatever a caller passes in.
export const REDACT_PATHS = [
  "token",
  "*.token",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "headers.cookie",
  "cookie",
  "*.cookie",
  "secret",
  "*.secret",
  "access_token",
  "refresh_token",
  "*.access_token",
  "*.refresh_token",
];

export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({
    name: options.name ?? "understudy",
    level: options.level ?? "info",
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  });
}

export const silentLogger: Logger = pino({ level: "silent" });
