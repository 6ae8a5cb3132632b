import { i18n } from '@lingui/core';
import type { Language } from '@padosi/shared/languages';

/*
 * The shared catalogues' texts (the `*_MESSAGES` a page shows, the shared schemas' validation messages) in the
 * page's language (decision 2300). Their English is the spec's and stays the contract; their Hindi is the shared
 * table keyed by it, which only a Hindi page loads. A server answer already in Hindi passes through unchanged.
 */
let hindi: ((english: string) => string) | undefined;

/** Loads the Hindi table for a Hindi page (before the first render, beside the shell's catalogue). */
export async function loadSharedMessages(language: Language) {
  if (language === 'hi' && !hindi) hindi = (await import('@padosi/shared/i18n/hindi-messages')).hindiMessage;
}

/** A shared text as the page's reader reads it. */
export function sharedText(english: string): string;
export function sharedText(english: string | undefined): string | undefined;
export function sharedText(english: string | undefined) {
  return english !== undefined && hindi && i18n.locale === 'hi' ? hindi(english) : english;
}
