import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@padosi/shared/privacy';
import { personName } from './person-name';
import { loadSharedMessages } from './shared-messages';

describe('personName', () => {
  afterEach(() => i18n.activate('en'));

  it("shows an erased account's stand-in in the page's language and leaves real names alone", async () => {
    i18n.load({ en: {}, hi: {} });
    i18n.activate('en');
    expect(personName(PRIVACY_MESSAGES.formerResident)).toBe('Former resident');
    await loadSharedMessages('hi');
    i18n.activate('hi');
    expect(personName(PRIVACY_MESSAGES.formerResident)).toBe('पूर्व निवासी');
    expect(personName('Asha Rao')).toBe('Asha Rao');
  });
});
