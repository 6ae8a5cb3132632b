import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalLink } from '@padosi/shared/link-rules';

/** A router link for paths inside the portal, a new-tab link for web addresses (admin-entered links). */
export function SmartLink({ to, className, children, label }: { to: string; className?: string; children: ReactNode; label?: string }) {
  if (isInternalLink(to))
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
