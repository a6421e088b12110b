/**
 * The whole shop on one address (ADR 0004): the API under /api, every app's production build and
 * the runtime registry. `npm start` builds, then runs this. PORT (default 4200), DATABASE_URL,
 * DATABASE_MEMORY=true (e2e), REGISTRY_FILE (another registry document), TRUST_PROXY (ADR 0011),
 * EMAIL_TRANSPORT=file|log, EMAIL_OUTBOX_DIR, EMAIL_FROM, EMAIL_SENDER=off (the outbox sender),
 * SEARCH_BOT_CHECK_PER_MINUTE (default 120, 0 = off: the search's bot check, ADR 0105).
 */
import { buildApp } from './app';
import { assertStartupSettings } from './http/deployment';
import { createDatabase } from './db/client';
import { startOutboxSender } from './mail/outbox-sender';
import { startSweeper } from './sweep';
import { registerGateway } from './gateway/gateway';
import { productPageExists } from './product';
import { createSeoSource } from './seo';
import { seedIfEmpty } from './seed/index';

const port = Number(process.env.PORT ?? 4200);
// Production refuses to start without its settings (ADR 0060).
const deployment = assertStartupSettings();
const database = await createDatabase({ memory: process.env.DATABASE_MEMORY === 'true' });
const seeded = await seedIfEmpty(database, {
  hotels: process.env.SEED_HOTELS ? Number(process.env.SEED_HOTELS) : undefined,
  // ADR 0076: an expired demonstration gift card, never in production.
  demoGiftCards: process.env.NODE_ENV !== 'production',
});
const app = buildApp({ db: database, deployment });
await registerGateway(app, {
  pageExists: productPageExists(database.orm),
  seo: createSeoSource(database.orm),
  deployment,
});
if (seeded) app.log.info(seeded, 'seeded an empty database');

// `localhost` listens on both loopback addresses, so every *.localhost market host reaches it.
await app.listen({ port, host: process.env.HOST ?? 'localhost' });
// Delivers the checkout's e-mails from the outbox (EMAIL_TRANSPORT, EMAIL_SENDER=off to run none).
const mailer = startOutboxSender(database.orm, app.log);
// Expires unpaid orders, purges old logs, analytics and care sessions (ADR 0063).
const sweeper = startSweeper(database.orm, app.log);
console.log(
  `\n  Weekend Shop is ready on http://localhost:${port}\n  Markets: fr., es., be., nl., it.localhost:${port} · customer care: care.localhost:${port}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([mailer.stop(), sweeper.stop()])
      .then(() => app.close())
      .then(() => database.close());
  });
}
