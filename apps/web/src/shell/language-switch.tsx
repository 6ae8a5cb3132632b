import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { isLanguage, LANGUAGE_NAMES, type Language } from '@padosi/shared/languages';
import { api } from '../lib/api-client';
import { getSession, useCurrentUser } from '../lib/auth-store';
import { cookieLanguage, rememberLanguage } from '../lib/i18n';

/** Keeps the choice (cookie; on the account when signed in) and reloads: the server draws the page in it (decision 2300). */
async function switchTo(language: Language) {
  rememberLanguage(language);
  if (getSession()) {
    try {
      await api('/api/userprofile/language', { method: 'PUT', json: { language } });
    } catch {
      // Offline or signed out meanwhile: the cookie still carries the choice on this device.
    }
  }
  location.reload();
}

/** The switch to the other language, named in its own script; in the header, the user menu and the phone menu. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { i18n, t } = useLingui();
  const other: Language = i18n.locale === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      onClick={() => void switchTo(other)}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 ${className}`}
      aria-label={t`Change language to ${LANGUAGE_NAMES[other]}`}
    >
      <Languages className="size-4" aria-hidden="true" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}

/**
 * A signed-in user's stored language follows them to a new device or a new sign-in: when it differs from the
 * cookie this page was drawn by, the cookie takes it and the page is drawn again in it (once: the cookie then agrees).
 */
export function useAccountLanguage() {
  const stored = useCurrentUser()?.language;
  useEffect(() => {
    if (isLanguage(stored) && stored !== cookieLanguage()) {
      rememberLanguage(stored);
      location.reload();
    }
  }, [stored]);
}
