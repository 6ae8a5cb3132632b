import { formatDayMonth } from '@padosi/shared/calendar-dates';
import type { HomeHelpRequest } from '@padosi/shared/home-help';
import type { SystemContext } from '../../platform/services/context';
import { notifyUsers } from '../notifications/notifications.service';

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
 * Called by the service after a status change has committed, never inside the transaction; it stores a push job and
 * delivery happens later, so a slow or failing push service cannot undo or delay the change.
 */
export async function notifyRequesterOfStatusChange(ctx: SystemContext, request: HomeHelpRequest): Promise<void> {
  await notifyUsers(ctx, [request.user_id], statusChangeMessage(request));
}
