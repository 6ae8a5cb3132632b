import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth-messages';
import { FAVORITE_MESSAGES } from '../favorites';
import { PROVIDER_MESSAGES, REVIEW_MESSAGES } from '../provider-constants';
import { PROFILE_MESSAGES } from '../users';
import { AD_MESSAGES, AD_SORT_LABELS } from '../ads-constants';
import { RENTAL_MESSAGES } from '../rentals-constants';
import { RIDE_MESSAGES } from '../carpool';
import { HOME_HELP_MESSAGES } from '../home-help';
import { KITCHEN_MESSAGES } from '../kitchens/constants';
import { UPLOAD_MESSAGES } from '../images';
import { TRUST_MESSAGES } from '../trust';
import { hindiMessage, HINDI_MESSAGES } from './hindi-messages';

/** The catalogues translated so far; a feature's translator adds its `*_MESSAGES` here. */
const CATALOGUES = {
  AUTH_MESSAGES,
  FAVORITE_MESSAGES,
  PROVIDER_MESSAGES,
  REVIEW_MESSAGES,
  PROFILE_MESSAGES,
  AD_MESSAGES,
  AD_SORT_LABELS,
  RENTAL_MESSAGES,
  RIDE_MESSAGES,
  HOME_HELP_MESSAGES,
  KITCHEN_MESSAGES,
  UPLOAD_MESSAGES,
  TRUST_MESSAGES,
};

describe('the Hindi of the server messages', () => {
  it('covers every text of the translated catalogues', () => {
    const missing = Object.entries(CATALOGUES).flatMap(([name, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => typeof text === 'string' && hindiMessage(text) === text)
        .map(([key, text]) => `${name}.${key}: ${String(text)}`),
    );
    expect(missing).toEqual([]);
  });

  it('is Devanagari, not an English copy', () => {
    for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) expect(hindi, english).toMatch(/[\u0900-\u097f]/);
  });

  it('keeps the values of a message built around one', () => {
    expect(hindiMessage('Maximum 500 characters allowed.')).toBe('ज़्यादा से ज़्यादा 500 अक्षर लिख सकते हैं।');
    expect(hindiMessage('The requested item was not found.')).toBe('यह चीज़ नहीं मिली।');
    expect(hindiMessage('Ramesh Plumbing')).toBe('Ramesh Plumbing');
  });
});
