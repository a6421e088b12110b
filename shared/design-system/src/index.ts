export { Alert, type AlertProps, type AlertTone } from './alert/Alert';
export { Button, buttonClassName, type ButtonVariant } from './button/Button';
export { PageSkeleton, Skeleton } from './skeleton/Skeleton';
export { TextField, type TextFieldProps } from './field/TextField';
export { PagePlaceholder, type PagePlaceholderProps } from './placeholder/PagePlaceholder';
