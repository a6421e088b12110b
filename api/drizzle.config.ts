import { defineConfig } from 'drizzle-kit';

/** `cd api && npx drizzle-kit generate --name <change>` writes the next migration into api/drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
