import pino, { type Logger } from "pino";

export type { Logger };

/**
 * JSON logs on stdout. Request bodies are never logged, and these paths are censored wherever they
 * appear, so a password or session secret cannot reach a log line by accident.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie", "headers.cookie", "*.tempPassword"],
      censor: "[redacted]",
    },
  });
}
