import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral';

interface Common {
  variant?: ButtonVariant;
  /** Narrow call-to-action style (Dutch-language markets, SHELL-043). */
  narrow?: boolean;
}

function classNames({ variant = 'primary', narrow }: Common, extra?: string): string {
  return [styles.button, styles[variant], narrow ? styles.narrow : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  narrow,
  className,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classNames({ variant, narrow }, className)} {...rest} />;
}

/** Class names of a link styled as a button (for <Link> and <a>). */
export function buttonClassName(options: Common = {}): string {
  return classNames(options);
}

export type ButtonLinkProps = Common & AnchorHTMLAttributes<HTMLAnchorElement>;
