import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Outlet } from 'react-router';
import { Card, Page } from '../components/ui/page';
import { useCurrentUser } from '../lib/auth-store';

/**
 * Admin screens: a signed-in user without the admin flag sees why they cannot enter. This only hides what would
 * fail; the server checks admin rights on every call.
 */
export function RequireAdmin() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (user?.isadmin) return <Outlet />;
  return (
    <Page title={t`Admin`} width="narrow">
      <Card className="flex items-start gap-3">
        <ShieldAlert className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
        <p role="alert">
          <Trans>Only the admin team can open this page. If you should have access, ask an admin to grant it.</Trans>
        </p>
      </Card>
    </Page>
  );
}
