import { z } from 'zod/mini';

export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

/** SHELL-062 / API-045: error-log messages keep their first 256 characters. */
export const LOG_MESSAGE_MAX_LENGTH = 256;

/** Cuts a message to its first LOG_MESSAGE_MAX_LENGTH characters (code points, never half a pair). */
export function cutLogMessage(message: string): string {
  if (message.length <= LOG_MESSAGE_MAX_LENGTH) return message;
  let cut = '';
  let count = 0;
  for (const character of message) {
    if (count === LOG_MESSAGE_MAX_LENGTH) break;
    cut += character;
    count += 1;
  }
  return cut;
}

/**
 * The longest message POST /api/logs accepts (issue 15 §4): clients send at most 256 characters
 * (SHELL-062), the server keeps 256; anything far longer is refused with 400, and the whole body
 * is capped at LOG_BODY_LIMIT bytes (413).
 */
export const LOG_MESSAGE_ACCEPTED_MAX = 4096;
export const LOG_BODY_LIMIT = 16 * 1024;

/** POST /api/logs (API-045); `app` and `release` name the failing remote (BEY-012). Answer: 204. */
export const logEntrySchema = z.object({
  level: logLevelSchema,
  message: z.string().check(z.maxLength(LOG_MESSAGE_ACCEPTED_MAX)),
  location: z.string().check(z.maxLength(2048)),
  locale: z.string().check(z.maxLength(35)),
  app: z.optional(z.string().check(z.maxLength(64))),
  release: z.optional(z.string().check(z.maxLength(64))),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
