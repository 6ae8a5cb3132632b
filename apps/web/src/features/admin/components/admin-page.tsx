import type { ReactNode } from 'react';
import { AdminFrame } from '../../../components/admin/admin-nav';
import { Page } from '../../../components/ui/page';

/** Every console screen: its title, then the section navigation beside the content. */
export function AdminPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Page title={title} lead={lead}>
      <AdminFrame>{children}</AdminFrame>
    </Page>
  );
}
