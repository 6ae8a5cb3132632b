import { useLingui } from '@lingui/react/macro';
import type { Rental } from '@padosi/shared/rentals';
import { PhoneReveal } from '../../../components/phone-reveal';
import { ShareButton } from '../../../components/share-button';

/** The phone number a signed-in resident asks for (issue 25), then Call and WhatsApp with a prefilled message; share (native, else copy). */
export function RentalContact({ rental }: { rental: Rental }) {
  const { t } = useLingui();
  const url = location.href;
  const name = rental.apartment_name;
  const flat = rental.block_flat_number;
  const message = t`Hi, I saw your rental at ${name} (${flat}) on Padosi. Is it still available? ${url}`;

  return (
    <div className="space-y-3">
      <PhoneReveal path={`/api/rentals/${rental.id}/phone`} known={rental.phone_number} chatText={message} />
      <ShareButton title={rental.apartment_name} text={t`${name} for rent`} />
    </div>
  );
}
