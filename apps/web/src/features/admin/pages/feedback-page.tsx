import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../components/admin-page';
import { FeedbackPanel } from '../components/feedback-panel';

export default function FeedbackPage() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Feedback`} lead={t`What residents tell us, with their ratings.`}>
      <FeedbackPanel />
    </AdminPage>
  );
}
