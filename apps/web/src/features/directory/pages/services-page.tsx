import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { categoryHref } from '@padosi/shared/categories';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMainCategories, useSubCategories } from '../api/categories';

/** /services: every active category, main categories with their sub categories (the header's Services link). */
export default function ServicesPage() {
  const mains = useMainCategories();
  const subs = useSubCategories(0, true);
  const { t } = useLingui();
  return (
    <Page title={t`Services`} lead={t`Every kind of service in the directory. Pick one to see the providers near you.`}>
      {mains.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : mains.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
          <Trans>The services could not be loaded. Please try again.</Trans>
        </p>
      ) : mains.data.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-6 text-center text-slate-700">
          <Trans>No services are listed yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {mains.data.map((main) => {
            const children = (subs.data ?? []).filter((s) => s.parent_id === main.id);
            return (
              <li key={main.id}>
                <Card className="h-full space-y-3">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <Link to={categoryHref(main)} className="hover:underline">
                      {main.name}
                    </Link>
                  </h2>
                  {children.length > 0 && (
                    <ul className="flex flex-wrap gap-2">
                      {children.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            to={categoryHref(sub)}
                            className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                          >
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
