import { i18n } from '@lingui/core';
import { AD_MESSAGES } from '@padosi/shared/ads';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSharedMessages, sharedText } from './shared-messages';

describe('a shared text in the page language', () => {
  afterEach(() => i18n.activate('en'));

  it('is the spec English on an English page, the Hindi on a Hindi page, with the file name kept', async () => {
    i18n.load({ en: {}, hi: {} });
    i18n.activate('en');
    await loadSharedMessages('hi');
    expect(sharedText(AD_MESSAGES.titleRequired)).toBe('Title is required.');
    i18n.activate('hi');
    expect(sharedText(AD_MESSAGES.titleRequired)).toBe('शीर्षक ज़रूरी है।');
    expect(sharedText(RENTAL_MESSAGES.invalidFileType('flat.gif'))).toBe('फ़ाइल का प्रकार सही नहीं है: flat.gif');
    expect(sharedText(AD_MESSAGES.imageNotValid('sofa.bmp'))).toBe('sofa.bmp सही नहीं है।');
    // A person's words and a text already in Hindi pass through.
    expect(sharedText('Ramesh Plumbing')).toBe('Ramesh Plumbing');
    expect(sharedText('शीर्षक ज़रूरी है।')).toBe('शीर्षक ज़रूरी है।');
    expect(sharedText(undefined)).toBeUndefined();
  });
});
