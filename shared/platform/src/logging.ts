import { platformStore } from './store';

/** SHELL-062: the logs call keeps only the first 256 characters of a message. */
export const LOG_MESSAGE_MAX = 256;

export interface ErrorReport {
  message: string;
  /** Where it happened; defaults to the current address. */
  location?: string;
  /** The app (remote) that failed, and its release (BEY-012). */
  app?: string;
  release?: string;
}

/**
 * SHELL-061/062: POST /api/logs with level ERROR, message, location and locale.
 * A failing log call is only written to the console; it never throws.
 */
export async function reportError(report: ErrorReport): Promise<void> {
  const { locale } = platformStore.getState();
  const body = {
    level: 'ERROR',
    message: report.message.slice(0, LOG_MESSAGE_MAX),
    location: report.location ?? (typeof window === 'undefined' ? '' : window.location.href),
    locale,
    ...(report.app ? { app: report.app } : {}),
    ...(report.release ? { release: report.release } : {}),
  };
  try {
    const response = await fetch('/api/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!response.ok) console.error('Error report refused', response.status);
  } catch (error) {
    console.error('Error report failed', error);
  }
}
