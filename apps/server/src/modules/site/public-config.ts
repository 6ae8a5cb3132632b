import { COPYRIGHT_YEARS, TAGLINE, type PublicConfig } from '@padosi/shared/site';
import type { AppRoot } from '../../platform/services/context';
import { societySettings } from '../settings/settings.service';

/**
 * What the browser may know of the configuration: the society's details (its settings, console over environment),
 * sign-in mode and the push key. Read per request: a change in the console shows on the next page anywhere.
 */
export async function publicConfig(root: Pick<AppRoot, 'deps' | 'state'>): Promise<PublicConfig> {
  const { config, secrets } = root.deps;
  const s = await societySettings(root);
  return {
    siteName: config.siteName,
    tagline: TAGLINE,
    publicUrl: config.publicUrl,
    googleClientId: config.google.clientId,
    devLogin: config.devLogin,
    society: { name: s.societyName, address: s.societyAddress },
    helplinePhone: s.helplinePhone,
    whatsappPhone: s.whatsappPhone || s.helplinePhone,
    supportEmail: s.supportEmail,
    postalAddress: s.societyAddress,
    copyright: `© ${COPYRIGHT_YEARS} ${config.siteName}. All rights reserved.`,
    designedBy: config.designedBy,
    social: s.social,
    operator: { name: s.operatorName, address: s.societyAddress, grievanceOfficer: s.grievanceOfficer },
    vapidPublicKey: secrets.vapidPublicKey,
    emergencyContacts: s.emergencyContacts,
    timeZone: config.timeZone,
  };
}
