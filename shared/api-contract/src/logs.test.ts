import { cutLogMessage, LOG_MESSAGE_MAX_LENGTH, logEntrySchema } from './logs';
import { describe, expect, it } from '@jest/globals';

describe('cutLogMessage', () => {
  it('SHELL-062 / API-045: keeps the first 256 characters of a long message', () => {
    const message = 'x'.repeat(300);
    expect(cutLogMessage(message)).toBe('x'.repeat(LOG_MESSAGE_MAX_LENGTH));
  });

  it('SHELL-062: leaves a short message alone', () => {
    expect(cutLogMessage('boom')).toBe('boom');
  });

  it('SHELL-062: counts characters, never cutting an emoji in half', () => {
    const message = '😀'.repeat(300);
    const cut = cutLogMessage(message);
    expect(Array.from(cut)).toHaveLength(LOG_MESSAGE_MAX_LENGTH);
    expect(cut).toBe('😀'.repeat(LOG_MESSAGE_MAX_LENGTH));
  });
});

describe('logEntrySchema', () => {
  it('API-045: accepts the shell error log and rejects an unknown level', () => {
    const entry = { level: 'ERROR', message: 'boom', location: '/fr/weekend/1', locale: 'fr_FR' };
    expect(logEntrySchema.safeParse(entry).success).toBe(true);
    expect(logEntrySchema.safeParse({ ...entry, level: 'FATAL' }).success).toBe(false);
  });
});
