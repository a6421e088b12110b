/**
 * Delivers the e-mails the checkout writes to `email_outbox` (ADR 0010): pending rows whose time
 * has come are claimed with a lease (several API processes may run a sender), handed to the
 * transport, and marked sent; a failure is retried with exponential back-off until
 * `maxAttempts`, after which the row is left failed for an operator. Delivery is at least once:
 * a crash between the transport's acceptance and the mark replays the row later with the same
 * Message-ID, which the transport (and mail systems) use to recognise the duplicate.
 */
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { emailOutbox } from '../db/schema';
import {
  transportFromEnv,
  type MailLogger,
  type MailMessage,
  type MailTransport,
} from './transports';

type OutboxRow = typeof emailOutbox.$inferSelect;

export interface SenderLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxSenderOptions {
  orm: Orm;
  transport: MailTransport;
  /** The From header; default env EMAIL_FROM, else the shop's no-reply address. */
  from?: string;
  /** The clock (tests inject theirs); every due time is compared with it, not the database's. */
  now?: () => Date;
  logger?: SenderLogger;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Failed attempts before a row is given up. */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after n failures, in ms. */
  retryDelayMs?: (failures: number) => number;
  /** How long a claimed row stays reserved to its sender, in ms. */
  leaseMs?: number;
  /** A transport that does not answer within this many ms has failed. */
  sendTimeoutMs?: number;
  /** Pause between rounds of `start`, in ms. */
  intervalMs?: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxSender {
  /** Delivers what is due now (several batches if need be) and says what happened. */
  runOnce(): Promise<DeliveryReport>;
  /** Runs a round every `intervalMs` until `stop`. */
  start(): void;
  /** Stops the rounds and waits for the one in progress. */
  stop(): Promise<void>;
}

export const DEFAULT_FROM = 'Weekend Shop <no-reply@weekend-shop.localhost>';
export const DEFAULT_MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;
/** Rounds of `batchSize` rows at most per `runOnce`, so one call stays short. */
const MAX_BATCHES_PER_RUN = 10;

/** 30 s, 1 min, 2 min, 4 min… capped at 1 h: 8 attempts span about 1 h 04 min. */
export function defaultRetryDelayMs(failures: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

/** The Message-ID of a row: its id and creation time, stable across retries. */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt'>): string {
  return `<outbox-${row.id}.${row.createdAt.getTime()}@weekend-shop.localhost>`;
}

const noLog: SenderLogger = { info() {}, warn() {}, error() {} };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const {
    orm,
    transport,
    from = process.env.EMAIL_FROM || DEFAULT_FROM,
    now = () => new Date(),
    logger = noLog,
    batchSize = 20,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    retryDelayMs = defaultRetryDelayMs,
    leaseMs = 5 * 60_000,
    sendTimeoutMs = 30_000,
    intervalMs = 5_000,
  } = options;

  /** Reserves up to batchSize due rows to this sender until the lease ends. */
  async function claim(): Promise<{ rows: OutboxRow[]; lease: Date }> {
    const moment = now();
    const lease = new Date(moment.getTime() + leaseMs);
    const due = orm
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          lte(emailOutbox.nextAttemptAt, moment),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, moment)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await orm
      .update(emailOutbox)
      .set({ lockedUntil: lease })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return { rows: rows.sort((a, b) => a.id - b.id), lease };
  }

  async function deliver(row: OutboxRow, lease: Date): Promise<keyof DeliveryReport> {
    const message: MailMessage = {
      messageId: messageIdOf(row),
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      date: row.createdAt,
    };
    const ours = and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedUntil, lease));
    try {
      await withTimeout(transport.send(message), sendTimeoutMs);
    } catch (error) {
      const attempts = row.attempts + 1;
      const moment = now();
      const givenUp = attempts >= maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      await orm
        .update(emailOutbox)
        .set({
          attempts,
          lastError: reason.slice(0, 1_000),
          lockedUntil: null,
          nextAttemptAt: new Date(moment.getTime() + retryDelayMs(attempts)),
          failedAt: givenUp ? moment : null,
        })
        .where(ours);
      const context = { outboxId: row.id, kind: row.kind, attempts, err: reason };
      if (givenUp) logger.error(context, 'e-mail not delivered: giving up');
      else logger.warn(context, 'e-mail not delivered: will retry');
      return givenUp ? 'failed' : 'retried';
    }
    await orm
      .update(emailOutbox)
      .set({ sentAt: now(), lockedUntil: null, lastError: null })
      .where(and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt)));
    logger.info(
      { outboxId: row.id, kind: row.kind, transport: transport.name },
      'e-mail delivered',
    );
    return 'sent';
  }

  async function runOnce(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const { rows, lease } = await claim();
      for (const row of rows) report[await deliver(row, lease)] += 1;
      if (rows.length < batchSize) break;
    }
    return report;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<unknown> | undefined;
  let running = false;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      round = runOnce()
        .catch((error: unknown) => {
          // The database may be down for a moment: the next round tries again.
          logger.error(
            { err: error instanceof Error ? error.message : error },
            'outbox round failed',
          );
        })
        .finally(() => {
          round = undefined;
          if (running) schedule(intervalMs);
        });
    }, delay);
    timer.unref?.();
  };

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}

/**
 * The server's sender (serve.ts, main.ts): the transport from env (transports.ts), started at
 * once; EMAIL_SENDER=off starts none (another process delivers); EMAIL_INTERVAL_MS sets the pause
 * between rounds (default 5 s). Answers something to stop.
 */
export function startOutboxSender(
  orm: Orm,
  logger: SenderLogger & MailLogger,
  env: Record<string, string | undefined> = process.env,
): Pick<OutboxSender, 'stop'> {
  if (env.EMAIL_SENDER === 'off') {
    logger.info({}, 'outbox sender off (EMAIL_SENDER=off)');
    return { stop: async () => {} };
  }
  const transport = transportFromEnv(env, logger);
  const interval = Number(env.EMAIL_INTERVAL_MS);
  const sender = createOutboxSender({
    orm,
    transport,
    logger,
    from: env.EMAIL_FROM || undefined,
    intervalMs: Number.isFinite(interval) && interval > 0 ? interval : undefined,
  });
  sender.start();
  logger.info({ transport: transport.name }, 'outbox sender started');
  return sender;
}
