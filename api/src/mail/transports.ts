/**
 * Where the outbox sender hands e-mails over. Development has no mail server: the file
 * transport writes each message as an .eml file (open it with any mail client), the log
 * transport writes it to the server log. A real provider (SMTP, an e-mail API) implements the
 * same interface; it should pass `messageId` on, so that a retried delivery is recognised.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MailMessage {
  /** Stable for one outbox row: a retried delivery carries the same id (idempotent delivery). */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  date: Date;
}

export interface MailTransport {
  readonly name: string;
  /** Resolves once the message is accepted; throws when it is not (the sender retries). */
  send(message: MailMessage): Promise<void>;
}

export interface MailLogger {
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

const HEADER_UNSAFE = /[\r\n\0]/;

/** RFC 2047 encoded words for a header with non-ASCII text, each at most 75 characters. */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

/** The message as an RFC 5322 document (plain text, UTF-8), CRLF line ends. */
export function formatMessage(message: MailMessage): string {
  for (const [name, value] of Object.entries({
    from: message.from,
    to: message.to,
    messageId: message.messageId,
  })) {
    if (HEADER_UNSAFE.test(value)) throw new Error(`${name}: line breaks are not allowed`);
  }
  const headers = [
    `Message-ID: ${message.messageId}`,
    `Date: ${message.date.toUTCString()}`,
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject.replace(/[\r\n]+/g, ' '))}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

/** The file name of a message: its Message-ID without <, > and anything unsafe. */
export const emlFileName = (messageId: string): string =>
  `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;

/**
 * One .eml file per message in `directory`, named after its Message-ID: written to a temporary
 * file and renamed, so a file is always whole, and a retried delivery rewrites the same file
 * instead of adding a second message.
 */
export function createFileTransport(directory: string): MailTransport {
  let ready: Promise<unknown> | undefined;
  return {
    name: 'file',
    async send(message) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const target = path.join(directory, emlFileName(message.messageId));
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, formatMessage(message), { encoding: 'utf8', mode: 0o600 });
      await rename(temporary, target);
    },
  };
}

/** Logs each message: who, what and its id at info level, the text at debug level. */
export function createLogTransport(logger: MailLogger): MailTransport {
  return {
    name: 'log',
    async send(message) {
      const { messageId, to, subject } = message;
      logger.info({ mail: { messageId, to, subject } }, 'e-mail delivered (log transport)');
      logger.debug({ mail: { messageId, text: message.text } }, 'e-mail text');
    },
  };
}

export const DEFAULT_MAIL_DIR = fileURLToPath(new URL('../../../.data/mail', import.meta.url));

/**
 * The transport from env: EMAIL_TRANSPORT=file (EMAIL_OUTBOX_DIR, default .data/mail) or log.
 * Unset: log for an in-memory database (e2e, nothing kept), file otherwise.
 */
export function transportFromEnv(
  env: Record<string, string | undefined>,
  logger: MailLogger,
): MailTransport {
  const kind = env.EMAIL_TRANSPORT || (env.DATABASE_MEMORY === 'true' ? 'log' : 'file');
  if (kind === 'log') return createLogTransport(logger);
  if (kind === 'file') return createFileTransport(env.EMAIL_OUTBOX_DIR || DEFAULT_MAIL_DIR);
  throw new Error(`EMAIL_TRANSPORT: "${kind}" is not one of file, log`);
}
