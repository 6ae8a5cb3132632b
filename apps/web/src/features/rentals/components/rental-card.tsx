import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import type { Rental } from '@padosi/shared/rentals';
import { LIST_CARD_IMAGE } from '@padosi/shared/first-screen';
import { rentalPhotoUrl, rentalThumbUrl } from '@padosi/shared/rental-paths';
import { ButtonLink } from '../../../components/ui/button';
import { CardImage } from '../../../components/listings/card-image';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { availableDay, MonthlyCost, RentalStatusBadge, ROLE_LABEL } from './rental-badges';

/** One rental card: photo (or the placeholder), badge, name, description, cost, dates and Details (the number is asked for there, issue 25). */
/** A rental in a list; `priority` for the cards of the first screen (eager, high fetch priority). */
export function RentalCard({ rental, priority = false }: { rental: Rental; priority?: boolean }) {
  const { i18n, t } = useLingui();
  const photo = rental.photos[0];
  const name = rental.apartment_name;
  const day = availableDay(rental.available_from);
  const role = i18n._(ROLE_LABEL[rental.role_type]);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/70 bg-white shadow-card">
      <div className="relative aspect-[4/3] bg-slate-100">
        <CardImage
          src={photo ? rentalThumbUrl(photo) : undefined}
          srcSet={photo ? LIST_CARD_IMAGE.srcset(rentalThumbUrl(photo), rentalPhotoUrl(photo)) : undefined}
          sizes={LIST_CARD_IMAGE.rentalSizes}
          priority={priority}
        />
        <RentalStatusBadge status={rental.status} className="absolute left-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h2 className="line-clamp-1 font-semibold text-slate-900">{rental.apartment_name}</h2>
        <p className="line-clamp-2 text-sm text-slate-600">{rental.description}</p>
        <MonthlyCost cost={rental.rental_cost} className="text-lg font-bold text-slate-900" unitClassName="text-sm font-normal text-slate-500" />
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
          <Trans>Available: {day}</Trans>
        </p>
        <p className="text-xs text-slate-500">
          <Trans>Posted By {role}</Trans>
        </p>
        <VerifiedBadge verified={rental.verified} />
        <div className="mt-auto grid gap-2 pt-3">
          <ButtonLink to={`/rentals/details/${rental.id}`} variant="primary" aria-label={t`Details of ${name}`}>
            <Trans>Details</Trans>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
