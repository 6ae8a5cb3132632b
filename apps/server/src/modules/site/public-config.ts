import { COPYRIGHT_YEARS, TAGLINE, type PublicConfig } from '@padosi/shared/site';
import type { AppDeps } from '../../platform/services/deps';

/** What the browser may know of the configuration: contact constants, sign-in mode and the push key. */
export function publicConfig({ config, secrets }: AppDeps): PublicConfig {
  const { contact } = config;
  return {
    siteName: config.siteName,
    tagline: TAGLINE,
    publicUrl: config.publicUrl,
    googleClientId: config.google.clientId,
    devLogin: config.devLogin,
    helplinePhone: contact.helplinePhone,
    supportEmail: contact.supportEmail,
    postalAddress: contact.postalAddress,
    copyright: `© ${COPYRIGHT_YEARS} ${config.siteName}. All rights reserved.`,
    designedBy: contact.designedBy,
    social: contact.social,
    operator: { name: contact.operatorName, address: contact.postalAddress, grievanceOfficer: contact.grievanceOfficer },
    vapidPublicKey: secrets.vapidPublicKey,
    emergencyContacts: contact.emergencyContacts,
    timeZone: config.timeZone,
  };
}
