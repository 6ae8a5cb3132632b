import { formatDayMonth } from '@padosi/shared/calendar-dates';
import type { HomeHelpRequest } from '@padosi/shared/home-help';
import type { AppDeps } from '../../platform/deps';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** What the requester's browser shows when an admin moves their request to a new status. */
export function statusChangeMessage(request: HomeHelpRequest): PushMessage {
  const provider = request.provider_name ? ` Provider: ${request.provider_name}.` : '';
  return {
    title: `Home help: ${request.status}`,
    body: `Your ${request.service_type} request for ${formatDayMonth(request.request_date, true)} is now ${request.status}.${provider}`,
    url: `/home-help/details/${request.id}`,
  };
}

/**
 * Called by the service after a status change has committed, never inside the transaction, so a slow or failing
 * push service cannot undo or delay the change.
 *
 * WIRING POINT for the notifications module (built in parallel; the lead connects it after merging):
 *   await notifyUsers(deps, [request.user_id], statusChangeMessage(request));
 * from apps/server/src/modules/notifications/push.service.ts. Until then no push is sent.
 */
export async function notifyRequesterOfStatusChange(_deps: AppDeps, _request: HomeHelpRequest): Promise<void> {}
