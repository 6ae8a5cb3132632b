import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page';
import { AdminNav } from './admin-nav';

/** Every console screen: its title, the section navigation, then the content. */
export function AdminPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Page title={title} lead={lead}>
      <AdminNav />
      {children}
    </Page>
  );
}
