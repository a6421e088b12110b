export * from './languages';
export {
  copyInstance,
  i18n,
  initI18n,
  loadersSignature,
  registerNamespace,
  retryFailedCopy,
  registeredNamespaces,
  type NamespaceLoader,
  type Resources,
  type TFunction,
} from './instance';
export { formatDate, formatPrice } from './format';
export { CopyRecord, loadServedCopy, useTranslation } from './use-translation';
// The instance a subtree translates with (server rendering: one per request's language).
export { I18nextProvider as CopyProvider } from 'react-i18next';
