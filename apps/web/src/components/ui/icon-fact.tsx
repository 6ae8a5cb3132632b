import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconFactProps {
  Icon: LucideIcon;
  /** The term the icon stands for, read by screen readers only. */
  term: string;
  className?: string;
  iconClassName?: string;
  ddClassName?: string;
  children: ReactNode;
}

/** One row of a details list (<dl>): an icon as the term, named for screen readers, and the value beside it. */
export function IconFact({ Icon, term, className = 'flex items-start gap-2', iconClassName = 'size-4 text-slate-400', ddClassName, children }: IconFactProps) {
  return (
    <div className={className}>
      <dt>
        <Icon className={iconClassName} aria-hidden="true" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={ddClassName}>{children}</dd>
    </div>
  );
}
