import { formatDayMonth } from '@padosi/shared/calendar-dates';
import type { HomeHelpRequest, HomeHelpServiceType, HomeHelpStatus } from '@padosi/shared/home-help';
import type { Language } from '@padosi/shared/languages';
import type { SystemContext } from '../../platform/services/context';
import { notifyUsers } from '../notifications/notifications.service';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** The Hindi of the statuses and service types, as the web app's home-help catalogue says them. */
const HINDI_STATUSES: Record<HomeHelpStatus, string> = { Pending: 'लंबित', 'In Progress': 'काम चल रहा है', Completed: 'पूरा हुआ', Cancelled: 'रद्द' };
const HINDI_SERVICES: Record<HomeHelpServiceType, string> = { Maid: 'कामवाली', Cook: 'खाना बनाने वाली', Both: 'कामवाली और खाना बनाने वाली' };

/** What the requester's browser shows when an admin moves their request to a new status, in their language. */
export function statusChangeMessage(request: HomeHelpRequest, language: Language = 'en'): PushMessage {
  if (language === 'hi') return hindiStatusChange(request);
  const provider = request.provider_name ? ` Provider: ${request.provider_name}.` : '';
  return {
    title: `Home help: ${request.status}`,
    body: `Your ${request.service_type} request for ${formatDayMonth(request.request_date, true)} is now ${request.status}.${provider}`,
    url: `/home-help/details/${request.id}`,
  };
}

function hindiStatusChange(request: HomeHelpRequest): PushMessage {
  const status = HINDI_STATUSES[request.status as HomeHelpStatus] ?? request.status;
  const service = HINDI_SERVICES[request.service_type as HomeHelpServiceType] ?? request.service_type;
  const provider = request.provider_name ? ` सेवा देने वाले: ${request.provider_name}।` : '';
  return {
    title: `घरेलू मदद: ${status}`,
    body: `आपके ${formatDayMonth(request.request_date, true, 'hi')} के अनुरोध (${service}) की स्थिति अब: ${status}।${provider}`,
    url: `/home-help/details/${request.id}`,
  };
}

/**
 * Called by the service after a status change has committed, never inside the transaction; it stores a push job and
 * delivery happens later, so a slow or failing push service cannot undo or delay the change.
 */
export async function notifyRequesterOfStatusChange(ctx: SystemContext, request: HomeHelpRequest): Promise<void> {
  await notifyUsers(ctx, [request.user_id], (language) => statusChangeMessage(request, language));
}
