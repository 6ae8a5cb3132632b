import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CmsPage } from '@padosi/shared/cms';
import { AdminFrame } from '../../../components/admin/admin-nav';
import { Card, Page } from '../../../components/ui/page';
import { CmsForm } from '../components/cms-form';
import { CmsTable } from '../components/cms-table';

/** /admin/cms: the form beside the table of pages; Edit loads a page into the form. */
export default function AdminCmsPage() {
  const { t } = useLingui();
  const [editing, setEditing] = useState<CmsPage | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Page title={t`CMS pages`} lead={t`Write the pages of the portal: about us, FAQ, help and more.`}>
      <AdminFrame>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Card>
            <h2 className="mb-4 text-lg font-semibold">{editing ? t`Edit “${editing.title}”` : t`New page`}</h2>
            <CmsForm
              key={editing ? `edit-${editing.id}` : `new-${round}`}
              page={editing}
              onDone={() => {
                setEditing(null);
                setRound((n) => n + 1);
              }}
            />
          </Card>
          <CmsTable
            onEdit={(p) => {
              setEditing(p);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
      </AdminFrame>
    </Page>
  );
}
