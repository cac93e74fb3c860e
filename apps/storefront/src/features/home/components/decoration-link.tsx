import { isInternalHref, toSafeHref } from '@gs/web/safe-href';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A decoration item's link: a router link for a path on this site, a new tab for an http(s) address, and no
 * link at all for anything else (the content is shown, but `javascript:` and the like never reach an href).
 */
export function DecorationLink({
  link,
  className,
  label,
  children,
}: {
  link: string;
  className?: string;
  /** Accessible name when the content is only an image. */
  label?: string;
  children: ReactNode;
}) {
  const href = toSafeHref(link);
  if (!href) return <div className={className}>{children}</div>;
  if (isInternalHref(href)) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
