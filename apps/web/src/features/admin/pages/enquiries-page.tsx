import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../components/admin-page';
import { EnquiriesPanel } from '../components/enquiries-panel';

export default function EnquiriesPage() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Enquiries`} lead={t`Call or WhatsApp the person, then move the enquiry along.`}>
      <EnquiriesPanel />
    </AdminPage>
  );
}
