import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { openQuickEnquiry, useQuickEnquiry } from '../../components/enquiry/quick-enquiry-store';

const QuickEnquiryModal = lazy(() => import('./quick-enquiry-modal'));

/** The floating chat button, its small pop-up (its cross hidden above 1024 px) and the quick-enquiry modal. */
export function QuickEnquiry() {
  const { open, service } = useQuickEnquiry();
  const [popupVisible, setPopupVisible] = useState(true);
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  return (
    <>
      {popupVisible && !open && (
        <div className="fixed bottom-[5.5rem] right-4 z-40 max-w-52 rounded-2xl rounded-br-sm border border-slate-200 bg-white py-2 pl-3 pr-9 text-sm shadow-xl min-[1025px]:pr-3" data-testid="enquiry-popup">
          <button type="button" onClick={() => openQuickEnquiry(service)} className="text-left">
            <span className="block font-semibold text-slate-900">Need a service?</span>
            <span className="block text-xs text-slate-600">We will call you back.</span>
          </button>
          <button
            type="button"
            onClick={() => setPopupVisible(false)}
            className="absolute right-0.5 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 min-[1025px]:hidden"
            aria-label="Close enquiry pop-up"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={() => openQuickEnquiry(service)}
        className="fixed bottom-5 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl hover:bg-brand-800"
        aria-label="Quick service enquiry"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <QuickEnquiryModal open={open} service={service} />
        </Suspense>
      )}
    </>
  );
}
