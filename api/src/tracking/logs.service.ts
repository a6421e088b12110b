import { cutLogMessage, type LogEntry } from '@shop/api-contract';
import type { Orm } from '../db/client';
import { logs } from '../db/schema';
import { storableText } from '../db/text';

/** Stores a client log; the message keeps its first 256 characters (SHELL-062, API-045). */
export async function storeLog(orm: Orm, entry: LogEntry): Promise<void> {
  await orm.insert(logs).values({
    level: entry.level,
    message: cutLogMessage(storableText(entry.message)),
    location: storableText(entry.location),
    locale: storableText(entry.locale),
    app: entry.app === undefined ? null : storableText(entry.app),
    release: entry.release === undefined ? null : storableText(entry.release),
  });
}
