/**
 * The one PostgreSQL schema, shared by PGlite and PostgreSQL, one file per area. After a change run
 * `cd api && npx drizzle-kit generate --name <change>` and commit the SQL in api/drizzle/.
 */
export * from './catalogue';
export * from './care';
export * from './logs';
export * from './orders';
export * from './content';
export * from './activities';
export * from './gifting';
export * from './order-payments';
export * from './search';
export * from './limits';
export * from './accounts';
export * from './gift-vouchers';
export * from './price-history';
