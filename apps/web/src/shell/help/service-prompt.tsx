import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { openQuickEnquiry, useQuickEnquiry } from '../../components/enquiry/quick-enquiry-store';
import { useHydrated } from '../../lib/hydration';

const CLOSED_KEY = 'padosi.servicePromptClosed';

function closedThisVisit() {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The spec's "Need a service?" pop-up as a strip in the page's flow under the header, so it never covers content;
 * its cross works on every screen size and is remembered for the visit (decision 1501). The home page has its own
 * enquiry form, so the strip stays off it.
 */
export function ServicePrompt() {
  const { service } = useQuickEnquiry();
  const [closedNow, setClosed] = useState(false);
  const hydrated = useHydrated();
  // The server draws the strip; a reader who closed it this visit has it removed once the app has the page.
  const closed = closedNow || (hydrated && closedThisVisit());
  const { pathname } = useLocation();
  const { t } = useLingui();
  if (closed || pathname === '/' || pathname === '/home') return null;
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      /* private mode: closed for this page only */
    }
  };
  return (
    <aside aria-label={t`Service enquiry`} className="border-b border-brand-100 bg-brand-50" data-testid="enquiry-popup">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1 text-sm sm:px-6">
        <MessageCircle className="size-4 shrink-0 text-brand-700 max-sm:hidden" aria-hidden="true" />
        <button type="button" onClick={() => openQuickEnquiry(service)} className="min-h-11 min-w-0 flex-1 rounded-lg text-left text-slate-800 hover:underline">
          <Trans>
            <span className="font-semibold text-slate-900">Need a service?</span> We will call you back.
          </Trans>
        </button>
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-brand-100"
          aria-label={t`Close enquiry pop-up`}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
