import { Page } from '../../../components/ui/page';
import { useFavoriteProviders } from '../api/provider-lists';
import { ProviderList } from '../components/provider-list';

/** /myfavorites (signed in): the providers I marked with the heart. */
export default function FavoritesPage() {
  const query = useFavoriteProviders();
  return (
    <Page title="My favourites">
      <ProviderList query={query} />
    </Page>
  );
}
