import type { HomeHelpStatus } from '@padosi/shared/home-help';
import { statusLabel } from '../labels';

const TONES: Record<HomeHelpStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  'In Progress': 'bg-sky-100 text-sky-900 ring-sky-200',
  Completed: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  Cancelled: 'bg-red-100 text-red-800 ring-red-200',
};

/** Yellow for waiting, blue while someone works on it, green when done, red when cancelled. */
export const StatusBadge = ({ status }: { status: HomeHelpStatus }) => (
  <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}>
    {statusLabel(status)}
  </span>
);
