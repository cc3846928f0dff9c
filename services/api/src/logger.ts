import pino, { type Logger } from "pino";

export type { Logger };

/**
 * JSON logs on stdout. Request bodies are never logged, and these paths are censored wherever they
 * appear, so a password, a share token or session secret cannot reach a log line by accident.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie", "headers.cookie", "*.tempPassword", "token", "*.token"],
      censor: "[redacted]",
    },
  };
  // `destination`: where tests read the lines back; stdout otherwise.
  return destination ? pino(options, destination) : pino(options);
}
