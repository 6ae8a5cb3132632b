import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../lib/api-client';

/** How often an open, visible tab asks for the unread count (decision 2600: polling, not server-sent events). */
const POLL_MS = 15_000;

/**
 * The bell in the header: the signed-in resident's unread count, kept current without a reload by polling while the
 * tab is visible and at once when it comes back into view; the inbox page refreshes it when something is read.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const { data } = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: ({ signal }) => api<{ unread: number }>('/api/notifications/unread-count', { signal }),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  const unread = data?.unread ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      to="/notifications"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      aria-label={unread > 0 ? t`Notifications, ${shown} unread` : t`Notifications`}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
