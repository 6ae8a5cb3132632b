import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/auth-store';
import { useUserProviders } from '../api/provider-lists';
import { ProviderList } from '../components/provider-list';

/** /businesscards/{user_id}: a user's service provider cards. */
export default function BusinessCardsPage() {
  const userId = Number(useParams().userId);
  const me = useCurrentUser();
  const mine = me?.id === userId;
  const query = useUserProviders(userId);
  const { t } = useLingui();
  return (
    <Page
      title={mine ? t`My business cards` : t`Business cards`}
      actions={
        mine ? (
          <ButtonLink to="/createcard">
            <Plus className="size-4" aria-hidden="true" /> <Trans>Register a service</Trans>
          </ButtonLink>
        ) : undefined
      }
    >
      <ProviderList query={query} />
    </Page>
  );
}
