import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createFileTransport,
  createLogTransport,
  DEFAULT_MAIL_DIR,
  emlFileName,
  encodeHeader,
  formatMessage,
  transportFromEnv,
  type MailLogger,
  type MailMessage,
} from './transports';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

const message: MailMessage = {
  messageId: '<outbox-7.1773133200000@weekend-shop.localhost>',
  from: 'Weekend Shop <no-reply@weekend-shop.localhost>',
  to: 'lea.martin@example.fr',
  subject: 'Camille vous offre une carte cadeau — joyeux anniversaire, profitez-en bien !',
  text: 'Bonjour Léa,\n\nNuméro: ABCD-EFGH-JKMN-PQRS',
  date: new Date('2026-03-10T09:00:00Z'),
};

const decodeHeader = (value: string) =>
  value
    .split('\r\n ')
    .map((word) => {
      const base64 = /^=\?UTF-8\?B\?(.*)\?=$/.exec(word)?.[1];
      return base64 === undefined ? word : Buffer.from(base64, 'base64').toString('utf8');
    })
    .join('');

const silent = (): MailLogger & { lines: [string, object, string][] } => {
  const lines: [string, object, string][] = [];
  return {
    lines,
    info: (object, text) => lines.push(['info', object, text]),
    debug: (object, text) => lines.push(['debug', object, text]),
  };
};

describe('mail transports (BEY-001)', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'mail-'));
  }, 60_000);
  afterEach(() => rm(directory, { recursive: true, force: true }), 60_000);

  it('BEY-001: a message is an RFC 5322 plain-text document with CRLF line ends', () => {
    const document = formatMessage(message);
    const split = document.indexOf('\r\n\r\n');
    const [head, body] = [document.slice(0, split), document.slice(split + 4)];
    expect(head!.split('\r\n').slice(0, 4)).toEqual([
      'Message-ID: <outbox-7.1773133200000@weekend-shop.localhost>',
      'Date: Tue, 10 Mar 2026 09:00:00 GMT',
      'From: Weekend Shop <no-reply@weekend-shop.localhost>',
      'To: lea.martin@example.fr',
    ]);
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toBe('Bonjour Léa,\r\n\r\nNuméro: ABCD-EFGH-JKMN-PQRS\r\n');
  });

  it('BEY-001: a non-ASCII subject is encoded in words of at most 75 characters', () => {
    const encoded = encodeHeader(message.subject);
    expect(encoded.split('\r\n ').every((word) => word.length <= 75)).toBe(true);
    expect(decodeHeader(encoded)).toBe(message.subject);
    expect(encodeHeader('Plain subject')).toBe('Plain subject');
  });

  it('BEY-001: line breaks cannot reach the headers', () => {
    expect(() => formatMessage({ ...message, to: 'a@b.fr\r\nBcc: c@d.fr' })).toThrow(
      'to: line breaks are not allowed',
    );
    expect(formatMessage({ ...message, subject: 'One\r\nBcc: x@y.fr' })).toContain(
      'Subject: One Bcc: x@y.fr\r\n',
    );
  });

  it('BEY-002: the file transport writes one whole .eml per Message-ID, however often it is sent', async () => {
    const folder = path.join(directory, 'outbox');
    const transport = createFileTransport(folder);
    await transport.send(message);
    await transport.send(message);
    expect(await readdir(folder)).toEqual(['outbox-7.1773133200000@weekend-shop.localhost.eml']);
    expect(await readFile(path.join(folder, emlFileName(message.messageId)), 'utf8')).toBe(
      formatMessage(message),
    );
    await transport.send({ ...message, messageId: '<outbox-8.1@weekend-shop.localhost>' });
    expect((await readdir(folder)).sort()).toHaveLength(2);
  });

  it('BEY-001: a file name never leaves its folder', () => {
    expect(emlFileName('<../../etc/passwd>')).toBe('.._.._etc_passwd.eml');
  });

  it('BEY-001: the log transport logs who and what at info, the text at debug', async () => {
    const logger = silent();
    await createLogTransport(logger).send(message);
    expect(logger.lines.map(([level, , text]) => [level, text])).toEqual([
      ['info', 'e-mail delivered (log transport)'],
      ['debug', 'e-mail text'],
    ]);
    expect(logger.lines[0]![1]).toEqual({
      mail: { messageId: message.messageId, to: message.to, subject: message.subject },
    });
  });

  it('BEY-001: EMAIL_TRANSPORT picks the transport; unset is a file, or the log for an in-memory database', () => {
    const logger = silent();
    expect(transportFromEnv({}, logger).name).toBe('file');
    expect(transportFromEnv({ DATABASE_MEMORY: 'true' }, logger).name).toBe('log');
    expect(
      transportFromEnv({ EMAIL_TRANSPORT: 'file', DATABASE_MEMORY: 'true' }, logger).name,
    ).toBe('file');
    expect(transportFromEnv({ EMAIL_TRANSPORT: 'log' }, logger).name).toBe('log');
    expect(() => transportFromEnv({ EMAIL_TRANSPORT: 'smtp' }, logger)).toThrow(
      'EMAIL_TRANSPORT: "smtp" is not one of file, log',
    );
    expect(DEFAULT_MAIL_DIR).toMatch(/\.data[/\\]mail$/);
  });
});
