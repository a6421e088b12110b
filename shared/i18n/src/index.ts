export * from './languages';
export {
  i18n,
  initI18n,
  registerNamespace,
  retryFailedCopy,
  type NamespaceLoader,
  type Resources,
  type TFunction,
} from './instance';
export { formatDate, formatPrice } from './format';
export { useTranslation } from './use-translation';
