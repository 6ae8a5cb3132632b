import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import type { Rental } from '@padosi/shared/rentals';
import { telHref, whatsappHref } from '@padosi/shared/site';
import { Button, buttonClass } from '../../../components/ui/button';
import { ShareButton } from '../../../components/share-button';

/** 9876543210 → 98******10: enough to recognise, not enough to call without asking. */
export const maskPhone = (phone: string) => (phone.length > 4 ? `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}` : phone);

/** Masked phone revealed on click, WhatsApp with a prefilled message, and share (native, else copy). */
export function RentalContact({ rental }: { rental: Rental }) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const url = location.href;
  const name = rental.apartment_name;
  const flat = rental.block_flat_number;
  const message = t`Hi, I saw your rental at ${name} (${flat}) on Padosi. Is it still available? ${url}`;

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2.5">
        <span className="font-semibold tabular-nums text-slate-900" aria-live="polite">
          {revealed ? (
            <a href={telHref(rental.phone_number)} className="hover:underline">
              {rental.phone_number}
            </a>
          ) : (
            <>
              <span aria-hidden="true">{maskPhone(rental.phone_number)}</span>
              <span className="sr-only">
                <Trans>Phone number hidden</Trans>
              </span>
            </>
          )}
        </span>
        {!revealed && (
          <Button variant="ghost" size="sm" onClick={() => setRevealed(true)}>
            <Phone className="size-4" aria-hidden="true" /> <Trans>Show number</Trans>
          </Button>
        )}
      </div>
      <div className="grid grid-cols-3 gap-2">
        <a href={telHref(rental.phone_number)} className={buttonClass('outline', 'md')}>
          <Phone className="size-4" aria-hidden="true" /> <Trans>Call</Trans>
        </a>
        <a href={whatsappHref(rental.phone_number, message)} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'md')}>
          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
        </a>
        <ShareButton title={rental.apartment_name} text={t`${name} for rent`} />
      </div>
    </div>
  );
}
