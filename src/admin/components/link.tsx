// A link to a dashboard page: a real <a href> (open in a new tab works), followed in the app on a plain click.
import type { MouseEvent, ReactNode } from 'react';
import { adminPath } from '../core/router.js';
import { navigate } from '../state/admin-actions.js';

/** Props of {@link Link}. */
export interface LinkProps {
  /** The dashboard path (`orders/abc`). */
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link of the current page. */
  current?: boolean;
  'aria-label'?: string;
}

/** A link within the dashboard. */
export function Link({ to, children, current, ...rest }: LinkProps) {
  return (
    <a
      href={adminPath(to)}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
