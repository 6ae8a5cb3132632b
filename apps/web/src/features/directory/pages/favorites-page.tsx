import { Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useFavoriteProviders } from '../api/provider-lists';
import { ProviderList } from '../components/provider-list';

/** /myfavorites (signed in): the providers I marked with the heart; empty, it says how to add one. */
export default function FavoritesPage() {
  const query = useFavoriteProviders();
  const { t } = useLingui();
  return (
    <Page title={t`My favourites`}>
      <ProviderList
        query={query}
        empty={
          <Card className="mx-auto max-w-xl space-y-3 text-center">
            <Heart className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>No favourites yet</Trans>
            </h2>
            <p className="text-slate-600">
              <Trans>Tap the heart on a service provider to keep them here.</Trans>
            </p>
            <Link to="/services" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              <Trans>Browse services</Trans>
            </Link>
          </Card>
        }
      />
    </Page>
  );
}
