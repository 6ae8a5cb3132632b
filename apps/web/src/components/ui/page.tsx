import type { ReactNode } from 'react';
import { useConfig } from '../../lib/config';
import { useDocumentTitle } from '../../lib/document-title';

interface PageProps {
  /** The page's heading and the first part of its document title. */
  title: string;
  /** A visually hidden heading still gives the page its one h1. */
  hideTitle?: boolean;
  /** The page renders its own h1 (e.g. inside a card); only the document title is set here. */
  ownHeading?: boolean;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
  lead?: ReactNode;
}

/** Every page: a document title, one <h1>, a centred column. */
export function Page({ title, hideTitle, ownHeading, actions, children, width = 'wide', lead }: PageProps) {
  const { siteName } = useConfig();
  useDocumentTitle(`${title} | ${siteName}`);
  return (
    <div className={`mx-auto w-full px-4 py-6 sm:px-6 lg:py-10 ${width === 'narrow' ? 'max-w-2xl' : 'max-w-7xl'}`}>
      {!ownHeading && (
        <div className={hideTitle ? 'sr-only' : 'mb-6 flex flex-wrap items-end justify-between gap-4'}>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {lead && !hideTitle && <p className="mt-1 text-slate-600">{lead}</p>}
          </div>
          {actions && !hideTitle && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}

export const Card = ({ className = '', children }: { className?: string; children: ReactNode }) => (
  <div className={`rounded-2xl border border-slate-200/70 bg-white p-5 shadow-card sm:p-6 ${className}`}>{children}</div>
);
