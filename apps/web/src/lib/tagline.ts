import { useLingui } from '@lingui/react/macro';
import { TAGLINE } from '@padosi/shared/site';
import { useConfig } from './config';

/**
 * The portal's tagline in the page's language: the product's own line (TAGLINE) is a text of the interface and is
 * translated; a tagline the configuration sets otherwise is the society's own words and shown as it is.
 */
export function useTagline(): string {
  const { tagline } = useConfig();
  const { t } = useLingui();
  return tagline === TAGLINE ? t`connecting communities, empowering people` : tagline;
}
