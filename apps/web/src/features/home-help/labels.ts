import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HomeHelpServiceType, HomeHelpStatus } from '@padosi/shared/home-help';

/*
 * The service types and statuses are API values (the spec's English); these are their texts on the screen, in the
 * page's language.
 */
const SERVICES = { Maid: msg`Maid`, Cook: msg`Cook`, Both: msg`Both` } as const;
const SERVICE_NAMES = { Maid: msg`Maid`, Cook: msg`Cook`, Both: msg`Maid and cook` } as const;
const HINTS = {
  Maid: msg`Cleaning and washing`,
  Cook: msg`Cooking only (mention veg or non-veg)`,
  Both: msg`Cleaning and cooking`,
} as const;
const STATUSES = {
  Pending: msg`Pending`,
  'In Progress': msg`In Progress`,
  Completed: msg`Completed`,
  Cancelled: msg`Cancelled`,
} as const;

/** 'Maid', 'Cook', 'Both'. */
export const serviceLabel = (type: HomeHelpServiceType) => i18n._(SERVICES[type]);
/** 'Maid and cook' for Both: the name a screen reader says for the icons. */
export const serviceName = (type: HomeHelpServiceType) => i18n._(SERVICE_NAMES[type]);
export const serviceHint = (type: HomeHelpServiceType) => i18n._(HINTS[type]);
export const statusLabel = (status: HomeHelpStatus) => i18n._(STATUSES[status]);
