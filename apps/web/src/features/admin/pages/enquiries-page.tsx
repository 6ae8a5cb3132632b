import { AdminPage } from '../components/admin-page';
import { EnquiriesPanel } from '../components/enquiries-panel';

export default function EnquiriesPage() {
  return (
    <AdminPage title="Enquiries" lead="Call or WhatsApp the person, then move the enquiry along.">
      <EnquiriesPanel />
    </AdminPage>
  );
}
