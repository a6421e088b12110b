export * from './languages';
export {
  i18n,
  initI18n,
  registerNamespace,
  retryFailedCopy,
  type NamespaceLoader,
  type Resources,
  type TFunction,
  type TOptions,
} from './instance';
export { formatDate, formatPrice } from './format';
export { useTranslation, type Translation } from './use-translation';
