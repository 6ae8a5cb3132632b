import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { CMS_MESSAGES } from '@padosi/shared/cms';
import { Page } from '../../../components/ui/page';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCmsPages } from '../api/cms';

/** /cms: every active page, linking to its slug. */
export default function CmsListPage() {
  const { t } = useLingui();
  const { data, isPending, error } = useCmsPages('public');
  return (
    <Page title={t`Pages`} lead={t`Information about the community and the portal.`} width="narrow">
      {isPending ? (
        <CardSkeletons count={4} className="h-16" grid="grid gap-3" />
      ) : error ? (
        <p role="alert" className="text-red-700">
          {errorText(error, CMS_MESSAGES.failed)}
        </p>
      ) : data.filter((p) => p.status === 'active').length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">
          <Trans>No pages yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {data
            .filter((p) => p.status === 'active')
            .map((p) => (
              <li key={p.id}>
                <Link
                  to={p.page_link}
                  className="flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-card hover:border-brand-300 hover:text-brand-800"
                >
                  <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{p.title}</span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </Page>
  );
}
