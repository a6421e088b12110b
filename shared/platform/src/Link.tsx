import { type AnchorHTMLAttributes, type MouseEvent, forwardRef } from 'react';
import { navigate } from './store';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A real link (works without JavaScript, opens in a new tab) that navigates in-app on click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, target, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const external = /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
        if (
          event.defaultPrevented ||
          external ||
          (target && target !== '_self') ||
          !isPlainLeftClick(event)
        )
          return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
});
