import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'slate' | 'brand';

// Status colours carry meaning only (Available green, Sold/Rented red, Pending yellow); AA contrast on each.
const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

export const Badge = ({ tone, children, className = '' }: { tone: BadgeTone; children: ReactNode; className?: string }) => (
  <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}>{children}</span>
);
