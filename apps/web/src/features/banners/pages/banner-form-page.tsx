import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BANNER_MESSAGES } from '@padosi/shared/banners';
import { AdminFrame } from '../../../components/admin/admin-nav';
import { Card, Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useAllBanners, useBanner } from '../api/banners';
import { BannerCard } from '../components/banner-card';
import { BannerForm } from '../components/banner-form';

/** /banner/create and /banner/edit/{id} (admin): the form beside cards of every banner. */
export default function BannerFormPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const all = useAllBanners();
  const one = useBanner(id);
  const [round, setRound] = useState(0);

  const editing = id !== null;
  return (
    <Page title={editing ? t`Edit banner` : t`Create banner`} lead={t`Banners run in the home page carousel until they expire.`}>
      <AdminFrame>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Card>
            <h2 className="mb-4 text-lg font-semibold">{editing ? t`Edit banner` : t`New banner`}</h2>
            {editing && one.isPending ? (
              <Skeleton className="h-96" />
            ) : editing && one.error ? (
              <p role="alert" className="text-red-700">
                {errorText(one.error, BANNER_MESSAGES.failed)}
              </p>
            ) : (
              <BannerForm key={editing ? `edit-${id}` : `new-${round}`} banner={editing ? one.data! : null} onCreated={() => setRound((n) => n + 1)} />
            )}
          </Card>
          <section aria-labelledby="all-banners" className="space-y-3">
            <h2 id="all-banners" className="text-lg font-semibold">
              <Trans>All banners</Trans>
            </h2>
            <QueryState
              query={all}
              skeleton={{ count: 2, className: 'h-64', grid: 'grid gap-4 sm:grid-cols-2' }}
              failure={BANNER_MESSAGES.failed}
              isEmpty={(d) => d.length === 0}
              empty={t`No banners yet. Create the first one with the form.`}
            >
              {(banners) => (
                <div className="grid gap-4 sm:grid-cols-2">
                  {banners.map((b) => (
                    <BannerCard key={b.id} banner={b} action="edit" />
                  ))}
                </div>
              )}
            </QueryState>
          </section>
        </div>
      </AdminFrame>
    </Page>
  );
}
