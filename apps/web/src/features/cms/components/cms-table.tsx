import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { CMS_MESSAGES, type CmsPage } from '@padosi/shared/cms';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/field';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { imageUrl, onImageError } from '../../../lib/images';
import { notify } from '../../../lib/notify';
import { useCmsPages, useCmsSearch, useDeleteCmsPage, useSetCmsStatus } from '../api/cms';

/** The pages table of /admin/cms: title, status (its own call), slug, banner, Edit and Delete; with a search. */
export function CmsTable({ onEdit }: { onEdit: (page: CmsPage) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const term = useDeferredValue(query.trim());
  const all = useCmsPages('admin');
  const found = useCmsSearch(term);
  const list = term ? found : all;
  const setStatus = useSetCmsStatus();
  const remove = useDeleteCmsPage();
  const [deleting, setDeleting] = useState<CmsPage | null>(null);

  const toggle = (p: CmsPage) =>
    setStatus.mutate(
      { id: p.id, status: p.status === 'active' ? 'inactive' : 'active' },
      { onSuccess: (res) => notify('success', res.message), onError: (err) => notify('error', errorText(err, CMS_MESSAGES.failed)) },
    );

  return (
    <section aria-labelledby="cms-pages-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cms-pages-title" className="text-lg font-semibold">
          <Trans>Pages</Trans>
        </h2>
        <label className="relative w-full sm:w-64">
          <span className="sr-only">
            <Trans>Search pages</Trans>
          </span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input type="search" value={query} maxLength={100} placeholder={t`Search pages`} className="pl-9" onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      <QueryState
        query={list}
        skeleton={{ count: 3, className: 'h-14' }}
        failure={CMS_MESSAGES.failed}
        isEmpty={(d) => d.length === 0}
        empty={term ? t`No pages match your search.` : t`No pages yet. Create the first one with the form.`}
      >
        {(pages) => (
          <DataTable
            minWidth="min-w-[560px]"
            columns={[
              t`Title`,
              t`Status`,
              t`Slug`,
              t`Banner`,
              <span key="actions" className="sr-only">
                <Trans>Actions</Trans>
              </span>,
            ]}
          >
            {pages.map((p) => (
              <tr key={p.id}>
                <td className="px-3 py-2 font-medium text-slate-900">{p.title}</td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="min-h-10 rounded-lg px-1"
                    onClick={() => toggle(p)}
                    aria-label={p.status === 'active' ? t`${p.title}: Active. Switch to inactive` : t`${p.title}: Inactive. Switch to active`}
                  >
                    <Badge tone={p.status === 'active' ? 'green' : 'slate'}>{p.status === 'active' ? t`Active` : t`Inactive`}</Badge>
                  </button>
                </td>
                <td className="px-3 py-2">
                  <Link className="text-brand-700 underline" to={p.page_link}>
                    {p.slug}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {p.banner_image ? (
                    <img src={imageUrl(p.banner_image)} onError={onImageError} alt="" className="h-10 w-24 rounded-md object-cover" />
                  ) : (
                    <span className="text-slate-400">
                      <Trans>None</Trans>
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">
                    <Button size="sm" variant="outline" onClick={() => onEdit(p)} aria-label={t`Edit ${p.title}`}>
                      <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
                    </Button>
                    <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(p)} aria-label={t`Delete ${p.title}`}>
                      <Trash2 className="size-4" aria-hidden="true" /> <Trans>Delete</Trans>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete page`}
        description={CMS_MESSAGES.deleteConfirm}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (res) => {
              notify('success', res.message);
              setDeleting(null);
            },
            onError: (err) => notify('error', errorText(err, CMS_MESSAGES.failed)),
          })
        }
      />
    </section>
  );
}
