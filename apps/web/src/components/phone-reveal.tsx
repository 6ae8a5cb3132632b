import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { LogIn, MessageCircle, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PhoneReveal as Revealed } from '@padosi/shared/trust';
import { telHref, whatsappHref } from '@padosi/shared/site';
import { api } from '../lib/api-client';
import { useCurrentUser } from '../lib/auth-store';
import { Button, buttonClass } from './ui/button';

interface Props {
  /** The reveal call, e.g. `/api/ads/12/phone`. */
  path: string;
  /** The number when the listing's answer has it (its owner, an admin): shown without asking. */
  known: string | null;
  /** The WhatsApp message, prefilled. */
  chatText: string;
  /** What the Call button says, given the number. */
  callLabel?: (phone: string) => string;
}

/**
 * A resident's phone number on an ad, rental or ride (issue 25): never in the page for a visitor, who is asked to
 * sign in; a signed-in resident asks the server for it (counted and limited), then gets Call and WhatsApp.
 */
export function PhoneReveal({ path, known, chatText, callLabel }: Props) {
  const { t } = useLingui();
  const signedIn = Boolean(useCurrentUser());
  const location = useLocation();
  const [askSignIn, setAskSignIn] = useState(false);
  const whyId = useId();
  const reveal = useMutation({ mutationFn: () => api<Revealed>(path, { method: 'POST' }) });
  const phone = known ?? reveal.data?.phone_number ?? null;

  if (phone)
    return (
      <div className="space-y-2">
        <p className="rounded-xl bg-slate-50 px-4 py-2.5 text-center font-semibold tabular-nums text-slate-900" aria-live="polite">
          <a href={telHref(phone)} className="hover:underline">
            {phone}
          </a>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <a href={telHref(phone)} className={buttonClass('primary', 'md')}>
            <Phone className="size-4" aria-hidden="true" /> {callLabel ? callLabel(phone) : t`Call`}
          </a>
          <a href={whatsappHref(phone, chatText)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'md')}>
            <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
          </a>
        </div>
      </div>
    );

  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        loading={reveal.isPending}
        onClick={() => (signedIn ? reveal.mutate() : setAskSignIn(true))}
        aria-describedby={askSignIn || reveal.isError ? whyId : undefined}
      >
        <Phone className="size-4" aria-hidden="true" /> <Trans>Show phone number</Trans>
      </Button>
      {askSignIn && !signedIn && (
        <div id={whyId} role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <p>
            <Trans>Phone numbers of residents are shown only to signed-in neighbours. Please sign in to see the phone number.</Trans>
          </p>
          <Link to="/login" state={{ from: location.pathname }} className={buttonClass('primary', 'sm', 'mt-2')}>
            <LogIn className="size-4" aria-hidden="true" /> <Trans>Sign in</Trans>
          </Link>
        </div>
      )}
      {reveal.isError && (
        <p id={whyId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {reveal.error.message}
        </p>
      )}
    </div>
  );
}
