import { AdminPage } from '../components/admin-page';
import { FeedbackPanel } from '../components/feedback-panel';

export default function FeedbackPage() {
  return (
    <AdminPage title="Feedback" lead="What residents tell us, with their ratings.">
      <FeedbackPanel />
    </AdminPage>
  );
}
