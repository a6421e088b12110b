export * from './languages';
export { i18n, initI18n, registerNamespace, type NamespaceLoader } from './instance';
export { formatDate, formatPrice } from './format';
export { useTranslation, type Translation } from './use-translation';
