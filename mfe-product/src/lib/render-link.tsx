import type { RenderLink } from '@shop/design-system';
import { Link } from '@shop/platform';

/** Design-system links navigate in the shell's history (ADR 0003). */
export const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
