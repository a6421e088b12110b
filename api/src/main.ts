/** Development entry: the API alone on PORT (default 4300). `npm start --workspace api` */
import { buildApp } from './app';
import { assertStartupSettings } from './http/deployment';
import { createDatabase } from './db/client';
import { startOutboxSender } from './mail/outbox-sender';
import { startSweeper } from './sweep';
import { seedIfEmpty } from './seed/index';

// Production refuses to start without its settings (ADR 0060).
const deployment = assertStartupSettings();
const database = await createDatabase();
const app = buildApp({ db: database, deployment });
const seeded = await seedIfEmpty(database, {
  hotels: process.env.SEED_HOTELS ? Number(process.env.SEED_HOTELS) : undefined,
});
if (seeded) app.log.info(seeded, 'seeded an empty database');

await app.listen({ port: Number(process.env.PORT ?? 4300), host: process.env.HOST ?? '127.0.0.1' });
// Delivers the checkout's e-mails from the outbox (EMAIL_TRANSPORT, EMAIL_SENDER=off to run none).
const mailer = startOutboxSender(database.orm, app.log);
// Expires unpaid orders, purges old logs, analytics and care sessions (ADR 0063).
const sweeper = startSweeper(database.orm, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void Promise.all([mailer.stop(), sweeper.stop()])
      .then(() => app.close())
      .then(() => database.close());
  });
}
