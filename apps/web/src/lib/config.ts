import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@padosi/shared/clock';
import { TAGLINE, type PublicConfig as Config } from '@padosi/shared/site';
import { setCommunityTimeZone } from './clock';

/** The server writes the public configuration into index.html (trusted, so not re-validated); the dev server does not, so it is fetched then. */
function readEmbedded(): Config | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="app-config"]');
  if (!meta) return null;
  try {
    return JSON.parse(meta.content) as Config;
  } catch {
    return null;
  }
}

let embedded = typeof document === 'undefined' ? null : readEmbedded();
if (embedded) setCommunityTimeZone(embedded.timeZone);

/** The server's first-screen render has no document to read the configuration from; it hands it over here. */
export function provideConfig(config: Config) {
  embedded = config;
  setCommunityTimeZone(config.timeZone);
}

const fallback: Config = {
  siteName: 'Padosi',
  tagline: TAGLINE,
  publicUrl: typeof location === 'undefined' ? '' : location.origin,
  googleClientId: null,
  devLogin: false,
  society: { name: '', address: '' },
  helplinePhone: '',
  whatsappPhone: '',
  supportEmail: '',
  postalAddress: '',
  copyright: '© 2025-26 Padosi. All rights reserved.',
  designedBy: '',
  social: { facebook: '', instagram: '', youtube: '', twitter: '', linkedin: '' },
  operator: { name: '', address: '', grievanceOfficer: '' },
  vapidPublicKey: null,
  emergencyContacts: [],
  timeZone: DEFAULT_TIME_ZONE,
};

/** The query that holds the configuration; the society settings' save puts the fresh one here (CONFIG_KEY). */
export const CONFIG_KEY = ['config'];
export const fetchConfig = async () => {
  const config = (await (await fetch('/api/config')).json()) as Config;
  setCommunityTimeZone(config.timeZone);
  return config;
};

export function useConfig(): Config {
  const { data } = useQuery({
    queryKey: CONFIG_KEY,
    queryFn: fetchConfig,
    enabled: embedded === null,
    staleTime: Infinity,
  });
  // A configuration put into the query after the page loaded (a settings save) wins over the embedded one.
  return data ?? embedded ?? fallback;
}
