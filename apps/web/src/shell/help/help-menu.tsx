import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LifeBuoy, MessageCircle, MessageSquareHeart, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { openQuickEnquiry, useQuickEnquiry } from '../../components/enquiry/quick-enquiry-store';
import { LazyOnceOpened } from '../lazy-once-opened';
import { useDisclosure } from '../use-disclosure';

const QuickEnquiryModal = lazy(() => import('../enquiry/quick-enquiry-modal'));
const FeedbackModal = lazy(() => import('../feedback/feedback-modal'));

/**
 * One Help button in the header for the quick service enquiry and the feedback form: the spec's floating chat
 * button and Feedback tab covered content on phones (decision 1501).
 */
export function HelpMenu() {
  const { i18n } = useLingui();
  const { open: enquiryOpen, service } = useQuickEnquiry();
  const { open: menuOpen, close, ref, toggle } = useDisclosure();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  const items: { label: MessageDescriptor; Icon: LucideIcon; run: () => void }[] = [
    { label: msg`Request a service`, Icon: MessageCircle, run: () => openQuickEnquiry(service) },
    { label: msg`Send feedback`, Icon: MessageSquareHeart, run: () => setFeedbackOpen(true) },
  ];
  return (
    <div className="relative" ref={ref}>
      <button
        {...toggle}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-controls="help-menu"
      >
        <LifeBuoy className="size-5" aria-hidden="true" />
        <span className="max-lg:sr-only">
          <Trans>Help</Trans>
        </span>
      </button>
      {menuOpen && (
        <ul id="help-menu" className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          {items.map(({ label, Icon, run }) => (
            <li key={label.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm hover:bg-slate-100"
                onClick={() => {
                  close();
                  run();
                }}
              >
                <Icon className="size-4 text-brand-700" aria-hidden="true" /> {i18n._(label)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LazyOnceOpened open={enquiryOpen}>
        <QuickEnquiryModal open={enquiryOpen} service={service} />
      </LazyOnceOpened>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackModal open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </Suspense>
      )}
    </div>
  );
}
