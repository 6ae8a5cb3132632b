import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, MapPin, Pencil, UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals';
import { DescriptionCard } from '../../../components/listings/description-card';
import { BackLink } from '../../../components/ui/back-link';
import { ButtonLink } from '../../../components/ui/button';
import { IconFact } from '../../../components/ui/icon-fact';
import { Card, Page } from '../../../components/ui/page';
import { isRemoved, RemovedNotice, RemovedPage } from '../../../components/ui/removed-notice';
import { ReportButton } from '../../../components/ui/report-button';
import { useCurrentUser } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { useRental } from '../api/get-rental';
import { availableDay, MonthlyCost, ROLE_LABEL, RentalStatusBadge, RentalTypeBadge } from '../components/rental-badges';
import { DeleteRentalButton } from '../components/delete-rental-button';
import { RentalContact } from '../components/rental-contact';
import { PosterLine } from '../../../components/poster-line';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { RentalPhotos } from '../components/rental-photos';
import { PageFailed, PageLoading } from '../../../components/ui/page-states';
import { sharedText } from '../../../lib/shared-messages';

/** /rentals/details/{ad_id}: photos, cost a month, who posted it, address, dates, contact; Edit for the owner. */
// The rental rows keep their looks: the icon nudged to the first line of text, the values a shade darker.
const FACT = { className: 'flex gap-2', iconClassName: 'mt-0.5 size-4 text-slate-400', ddClassName: 'text-slate-800' };

export default function RentalDetailsPage() {
  const { i18n, t } = useLingui();
  const id = Number(useParams().adId);
  const rental = useRental(id);
  const me = useCurrentUser();

  if (rental.isPending)
    return <PageLoading title={t`Rental details`} hideTitle layout="grid gap-6 lg:grid-cols-[3fr_2fr]" skeletons={['aspect-[4/3]', 'h-96']} />;
  if (rental.isError && isRemoved(rental.error)) return <RemovedPage backTo="/rentals" backLabel={t`Back to rentals`} />;
  if (rental.isError) return <PageFailed title={t`Rental details`} message={sharedText(RENTAL_MESSAGES.loadFailed)} />;

  const r = rental.data;
  const role = i18n._(ROLE_LABEL[r.role_type]);
  const posted = formatDate(r.created_at);
  const day = availableDay(r.available_from);
  return (
    <Page title={r.apartment_name} ownHeading>
      <BackLink fallback="/rentals">{t`Back to rentals`}</BackLink>
      {r.removed_reason && <RemovedNotice reason={r.removed_reason} />}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <RentalPhotos name={r.apartment_name} photos={r.photos} />
        <div className="space-y-4">
          <Card>
            <div className="flex flex-wrap gap-2">
              <RentalStatusBadge status={r.status} />
              <RentalTypeBadge type={r.type} />
            </div>
            <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{r.apartment_name}</h1>
            <VerifiedBadge verified={r.verified} className="mt-1" />
            <MonthlyCost cost={r.rental_cost} className="mt-2 text-3xl font-bold text-brand-800" unitClassName="text-base font-medium text-slate-500" />
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
              <UserRound className="size-4 text-slate-400" aria-hidden="true" />
              <Trans>
                Posted by {role} on {posted}
              </Trans>
            </p>
            <dl className="mt-4 space-y-3 text-sm">
              <IconFact Icon={MapPin} term={t`Address`} {...FACT}>
                <address className="not-italic">
                  {r.apartment_name}
                  <br />
                  {r.block_flat_number}
                  <br />
                  {r.address}
                </address>
              </IconFact>
              <IconFact Icon={CalendarDays} term={t`Available from`} {...FACT}>
                <Trans>Available from {day}</Trans>
              </IconFact>
            </dl>
            {/* Call, WhatsApp and Share (the owner checks what visitors get); Edit and Delete for the owner. */}
            <PosterLine poster={r.poster} className="mt-4 border-t border-slate-100 pt-4" />
            <div className="mt-5">
              <RentalContact rental={r} />
            </div>
            {me?.id === r.user_id && (
              <div className="mt-4 grid grid-cols-2 gap-2">
                <ButtonLink to={`/rentals/edit/${r.id}`} variant="secondary">
                  <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
                </ButtonLink>
                <DeleteRentalButton id={r.id} ownerId={r.user_id} />
              </div>
            )}
          </Card>
          <DescriptionCard text={r.description} />
          {me && me.id !== r.user_id && <ReportButton type="rental" id={r.id} />}
        </div>
      </div>
    </Page>
  );
}
