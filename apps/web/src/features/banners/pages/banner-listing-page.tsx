import { Trans, useLingui } from '@lingui/react/macro';
import { BANNER_MESSAGES } from '@padosi/shared/banners';
import { Page } from '../../../components/ui/page';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useLiveBanners } from '../api/banners';
import { BannerCard } from '../components/banner-card';

/** /banner/listing: the banners running now, open to everyone. */
export default function BannerListingPage() {
  const { t } = useLingui();
  const { data, isPending, error } = useLiveBanners();
  return (
    <Page title={t`Offers`} lead={t`What is running in the neighbourhood right now.`}>
      {isPending ? (
        <CardSkeletons count={3} className="h-64" />
      ) : error ? (
        <p role="alert" className="text-red-700">
          {errorText(error, BANNER_MESSAGES.failed)}
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">
          <Trans>No offers right now. Check back soon.</Trans>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((b) => (
            <BannerCard key={b.id} banner={b} action="view" />
          ))}
        </div>
      )}
    </Page>
  );
}
