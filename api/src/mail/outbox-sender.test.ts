import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox, orders } from '../db/schema';
import { createTestDatabase } from '../testing/test-app';
import {
  createOutboxSender,
  defaultRetryDelayMs,
  messageIdOf,
  startOutboxSender,
  type OutboxSenderOptions,
  type SenderLogger,
} from './outbox-sender';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MailMessage, MailTransport } from './transports';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@shop/test-support';

const T0 = new Date('2026-03-10T09:00:00Z');
const seconds = (n: number) => new Date(T0.getTime() + n * 1_000);

/** A transport that records what it accepts and fails while `failures` > 0. */
function recordingTransport(failures = 0) {
  const sent: MailMessage[] = [];
  const tried: string[] = [];
  let left = failures;
  const transport: MailTransport = {
    name: 'memory',
    async send(message) {
      tried.push(message.messageId);
      if (left > 0) {
        left -= 1;
        throw new Error('mail server unavailable');
      }
      sent.push(message);
    },
  };
  return { transport, sent, tried };
}

function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const logger: SenderLogger = {
    info: (_object, message) => lines.push({ level: 'info', message }),
    warn: (_object, message) => lines.push({ level: 'warn', message }),
    error: (_object, message) => lines.push({ level: 'error', message }),
  };
  return { logger, lines };
}

describe('outbox sender (BEY-001: the confirmation e-mail leaves the outbox)', () => {
  let database: Database;
  let clock: Date;
  let orderSeq = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close(), 60_000);
  beforeEach(async () => {
    clock = T0;
    await database.orm.delete(emailOutbox);
  }, 60_000);

  const sender = (options: Partial<OutboxSenderOptions> & Pick<OutboxSenderOptions, 'transport'>) =>
    createOutboxSender({ orm: database.orm, now: () => clock, ...options });

  /** An order and `count` e-mails of it (one confirmation, then gift cards of other orders). */
  async function queue(count: number, at = T0) {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      orderSeq += 1;
      const [order] = await database.orm
        .insert(orders)
        .values({
          bookingNumber: String(10_000_000 + orderSeq),
          locale: 'fr_FR',
          status: 'confirmed',
          email: `buyer${orderSeq}@example.fr`,
          civility: 'MR',
          firstName: 'Sam',
          lastName: 'Martin',
          phoneNumber: '0612345678',
          addressLine: '1 rue de la Paix',
          postalCode: '75002',
          city: 'Paris',
          country: 'FR',
          totalCents: 10_000,
          idempotencyKey: `outbox-test-${orderSeq}`,
          requestHash: 'x',
        })
        .returning();
      const [row] = await database.orm
        .insert(emailOutbox)
        .values({
          orderId: order!.id,
          kind: 'order_confirmation',
          recipient: `buyer${orderSeq}@example.fr`,
          subject: `Votre réservation ${order!.bookingNumber} est confirmée`,
          body: `Bonjour Sam Martin,\n\nNuméro de réservation: ${order!.bookingNumber}`,
          createdAt: at,
          nextAttemptAt: at,
        })
        .returning();
      ids.push(row!.id);
    }
    return ids;
  }
  const rowOf = async (id: number) =>
    (await database.orm.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it('BEY-001: delivers each due e-mail once, in order, with a stable Message-ID, and marks it sent', async () => {
    const ids = await queue(3);
    const { transport, sent } = recordingTransport();
    const mailer = sender({ transport, from: 'Shop <no-reply@shop.test>' });
    expect(await mailer.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(
      await Promise.all(ids.map(async (id) => (await rowOf(id)).recipient)),
    );
    const first = await rowOf(ids[0]!);
    expect(sent[0]).toEqual({
      messageId: messageIdOf(first),
      from: 'Shop <no-reply@shop.test>',
      to: first.recipient,
      subject: first.subject,
      text: first.body,
      date: T0,
    });
    expect(first).toMatchObject({ sentAt: T0, attempts: 0, lockedUntil: null, failedAt: null });
    // Idempotent: nothing is sent twice.
    clock = seconds(3_600);
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sent).toHaveLength(3);
  });

  it('BEY-001: an e-mail written for later is not sent before its time', async () => {
    const [id] = await queue(1, seconds(60));
    const { transport, sent } = recordingTransport();
    const mailer = sender({ transport });
    expect((await mailer.runOnce()).sent).toBe(0);
    clock = seconds(60);
    expect((await mailer.runOnce()).sent).toBe(1);
    expect(sent[0]!.messageId).toBe(messageIdOf(await rowOf(id!)));
  });

  it('BEY-002: a failed delivery is retried with exponential back-off, with the same Message-ID', async () => {
    const [id] = await queue(1);
    const { transport, sent, tried } = recordingTransport(2);
    const { logger, lines } = recordingLogger();
    const mailer = sender({ transport, logger });
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rowOf(id!)).toMatchObject({
      attempts: 1,
      lastError: 'mail server unavailable',
      nextAttemptAt: seconds(30),
      lockedUntil: null,
      sentAt: null,
    });
    clock = seconds(29);
    expect((await mailer.runOnce()).retried).toBe(0);
    clock = seconds(30);
    expect((await mailer.runOnce()).retried).toBe(1);
    expect((await rowOf(id!)).nextAttemptAt).toEqual(seconds(90));
    clock = seconds(90);
    expect((await mailer.runOnce()).sent).toBe(1);
    expect(await rowOf(id!)).toMatchObject({ attempts: 2, lastError: null, sentAt: seconds(90) });
    expect(new Set(tried).size).toBe(1);
    expect(sent).toHaveLength(1);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'info']);
  });

  it('BEY-002: after the last attempt the e-mail is left failed for an operator and logged as an error', async () => {
    const [id] = await queue(1);
    const { transport, tried } = recordingTransport(Number.POSITIVE_INFINITY);
    const { logger, lines } = recordingLogger();
    const mailer = sender({ transport, logger, maxAttempts: 3 });
    for (let round = 0; round < 3; round += 1) {
      await mailer.runOnce();
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(await rowOf(id!)).toMatchObject({ attempts: 3, sentAt: null });
    expect((await rowOf(id!)).failedAt).not.toBeNull();
    expect(lines.at(-1)).toEqual({ level: 'error', message: 'e-mail not delivered: giving up' });
    clock = seconds(86_400 * 30);
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(tried).toHaveLength(3);
  });

  it('BEY-002: the default back-off doubles from 30 s and stops growing at 1 h', () => {
    expect([1, 2, 3, 4, 8, 20].map(defaultRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('BEY-002: a transport that does not answer in time has failed the attempt', async () => {
    const [id] = await queue(1);
    const transport: MailTransport = { name: 'stuck', send: () => new Promise(() => {}) };
    const mailer = sender({ transport, sendTimeoutMs: 20 });
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowOf(id!)).lastError).toBe('no answer within 20 ms');
  });

  it('BEY-002: a row another sender holds is left alone until its lease ends', async () => {
    const [id] = await queue(1);
    await database.orm
      .update(emailOutbox)
      .set({ lockedUntil: seconds(300) })
      .where(eq(emailOutbox.id, id!));
    const { transport, sent } = recordingTransport();
    const mailer = sender({ transport });
    expect((await mailer.runOnce()).sent).toBe(0);
    // That sender died: once its lease is over the row is delivered.
    clock = seconds(300);
    expect((await mailer.runOnce()).sent).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('BEY-002: two senders at once deliver every e-mail exactly once', async () => {
    await queue(25);
    const a = recordingTransport();
    const b = recordingTransport();
    const reports = await Promise.all([
      sender({ transport: a.transport, batchSize: 4 }).runOnce(),
      sender({ transport: b.transport, batchSize: 4 }).runOnce(),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(25);
    const ids = [...a.sent, ...b.sent].map((message) => message.messageId);
    expect(new Set(ids).size).toBe(25);
    const rows = await database.orm.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.filter((row) => row.sentAt === null || row.attempts > 0)).toEqual([]);
  });

  it('BEY-001: start runs a round at once and then every interval, until stop', async () => {
    await queue(1);
    const { transport, sent } = recordingTransport();
    const mailer = sender({ transport, intervalMs: 10 });
    mailer.start();
    mailer.start(); // a second start changes nothing
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    await queue(1);
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 5_000 });
    await mailer.stop();
    await queue(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).toHaveLength(2);
  });

  it('BEY-001: the server starts a sender with the transport from env, or none with EMAIL_SENDER=off', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const logger = {
      info: (_object: object, message: string) => lines.push(message),
      debug: () => {},
      warn: () => {},
      error: (_object: object, message: string) => lines.push(message),
    };
    try {
      const off = startOutboxSender(database.orm, logger, { EMAIL_SENDER: 'off' });
      await off.stop();
      expect(lines).toEqual(['outbox sender off (EMAIL_SENDER=off)']);
      // This sender reads the real clock: a row due in 2020 is due.
      await queue(1, new Date('2020-01-01T00:00:00Z'));
      const mailer = startOutboxSender(database.orm, logger, {
        EMAIL_TRANSPORT: 'file',
        EMAIL_OUTBOX_DIR: directory,
      });
      await waitFor(async () => expect(await readdir(directory)).toHaveLength(1), {
        timeout: 5_000,
      });
      await mailer.stop();
      expect(lines).toContain('outbox sender started');
      expect(lines).toContain('e-mail delivered');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("ADR 0054: EMAIL_INTERVAL_MS sets the pause between the server sender's rounds", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const logger = { info: () => {}, debug: () => {}, warn: () => {}, error: () => {} };
    try {
      const mailer = startOutboxSender(database.orm, logger, {
        EMAIL_TRANSPORT: 'file',
        EMAIL_OUTBOX_DIR: directory,
        EMAIL_INTERVAL_MS: '20',
      });
      // After the first round: only a later round (5 s apart by default) can send this one.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await queue(1, new Date('2020-01-01T00:00:00Z'));
      await waitFor(async () => expect(await readdir(directory)).toHaveLength(1), {
        timeout: 2_000,
      });
      await mailer.stop();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('BEY-002: a round that fails (database gone) is logged and the next one runs', async () => {
    await queue(1);
    const { transport, sent } = recordingTransport();
    const { logger, lines } = recordingLogger();
    let broken = true;
    const mailer = createOutboxSender({
      orm: database.orm,
      transport,
      logger,
      intervalMs: 10,
      now: () => {
        if (broken) {
          broken = false;
          throw new Error('connection lost');
        }
        return clock;
      },
    });
    mailer.start();
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    await mailer.stop();
    expect(lines[0]).toEqual({ level: 'error', message: 'outbox round failed' });
  });
});
