import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const FeedbackModal = lazy(() => import('./feedback-modal'));

/** Bottom right on wide screens; a vertical tab on the left edge at 992 px or narrower. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed z-40 flex items-center gap-2 bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 min-[993px]:bottom-6 min-[993px]:right-24 min-[993px]:min-h-11 min-[993px]:rounded-full min-[993px]:px-4 min-[993px]:text-sm max-[992px]:left-0 max-[992px]:top-[52%] max-[992px]:min-h-11 max-[992px]:w-6 max-[992px]:justify-center max-[992px]:rounded-r-lg max-[992px]:py-3 max-[992px]:text-[11px] max-[992px]:tracking-wider max-[992px]:[writing-mode:vertical-rl]"
        data-testid="feedback-button"
      >
        <MessageSquareHeart className="size-4 max-[992px]:size-3.5 max-[992px]:rotate-90" aria-hidden="true" />
        Feedback
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
