export * from './markets';
export * from './routes';
export * from './store';
export * from './experiments';
export * from './remote';
export { Link, type LinkProps } from './Link';
export { reportError, LOG_MESSAGE_MAX, type ErrorReport } from './logging';
export * from './tracking';
export * from './wishlist';
