import type { ViewerContext } from '../../platform/services/context';
import { canSeeResidentPhones } from '../residents/residents.service';

/**
 * Whether the signed-in viewer may see residents' phone numbers: the registration mode decides it (residents
 * module): in "open" anyone signed in, otherwise verified residents and admins.
 */
export const mayRevealPhones = (ctx: ViewerContext): Promise<boolean> => canSeeResidentPhones(ctx);
