import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, MapPin, Pencil, Tag } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { AD_MESSAGES } from '@padosi/shared/ads';
import { formatRupees, isFree } from '@padosi/shared/money';
import { BackLink } from '../../../components/ui/back-link';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/delete-button';
import { DescriptionCard } from '../../../components/listings/description-card';
import { IconFact } from '../../../components/ui/icon-fact';
import { Card, Page } from '../../../components/ui/page';
import { isRemoved, RemovedNotice, RemovedPage } from '../../../components/ui/removed-notice';
import { ReportButton } from '../../../components/ui/report-button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeleteAd } from '../api/delete-ad';
import { useAd } from '../api/get-ad';
import { AdContact } from '../components/ad-contact';
import { PosterLine } from '../../../components/poster-line';
import { AdGallery } from '../components/ad-gallery';
import { AdStatusBadge } from '../components/ad-status-badge';
import { PageFailed, PageLoading } from '../../../components/ui/page-states';
import { sharedText } from '../../../lib/shared-messages';

/** /ads/details/{ad_id}: pictures, the facts, contact; Edit and Delete for the owner. */
export default function AdDetailsPage() {
  const { t } = useLingui();
  const id = Number(useParams().adId);
  const ad = useAd(id);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const remove = useDeleteAd();

  if (ad.isPending) return <PageLoading title={t`Ad details`} hideTitle layout="grid gap-6 lg:grid-cols-[3fr_2fr]" skeletons={['aspect-[4/3]', 'h-80']} />;
  if (ad.isError && isRemoved(ad.error)) return <RemovedPage backTo="/ads" backLabel={t`Back to ads`} />;
  if (ad.isError) return <PageFailed title={t`Ad details`} message={sharedText(AD_MESSAGES.detailsFailed)} />;

  const a = ad.data;
  const isOwner = me?.id === a.user_id;
  return (
    <Page title={a.title} ownHeading>
      <BackLink fallback="/ads">{t`Back to ads`}</BackLink>
      {a.removed_reason && <RemovedNotice reason={a.removed_reason} />}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <AdGallery title={a.title} images={a.images} thumbnails={a.thumbnails} />
        <div className="space-y-4">
          <Card>
            <div className="flex flex-wrap items-center gap-2">
              <AdStatusBadge status={a.ads_status} />
              <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                <Tag className="size-4" aria-hidden="true" /> {a.category_name}
              </span>
            </div>
            <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{a.title}</h1>
            <VerifiedBadge verified={a.verified} className="mt-1" />
            <p className="mt-2 text-3xl font-bold text-brand-800">{isFree(a.price) ? t`Free` : formatRupees(a.price)}</p>
            <dl className="mt-4 space-y-2 text-sm text-slate-700">
              <IconFact Icon={MapPin} term={t`Location`}>
                {a.location}
              </IconFact>
              <IconFact Icon={CalendarDays} term={t`Posted`}>
                <Trans>Posted on {formatDate(a.created_at)}</Trans>
              </IconFact>
            </dl>
            <PosterLine poster={a.poster} className="mt-4 border-t border-slate-100 pt-4" />
            <div className="mt-5">
              <AdContact ad={a} />
            </div>
            {isOwner && (
              <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
                <ButtonLink to={`/ads/edit/${a.ad_id}`} variant="secondary" className="flex-1">
                  <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
                </ButtonLink>
                <DeleteButton
                  className="flex-1"
                  remove={() => remove.mutateAsync(a.ad_id)}
                  busy={remove.isPending}
                  title={t`Delete this ad?`}
                  description={t`Are you sure you want to delete this ad? Its photos are removed too.`}
                  onDeleted={(res) => {
                    notify('success', res.message);
                    navigate(`/ads/${a.user_id}`, { replace: true });
                  }}
                  onError={(err) => notify('error', errorText(err, sharedText(AD_MESSAGES.unexpected)))}
                />
              </div>
            )}
          </Card>
          <DescriptionCard text={a.description} />
          {me && !isOwner && <ReportButton type="ad" id={a.ad_id} />}
        </div>
      </div>
    </Page>
  );
}
