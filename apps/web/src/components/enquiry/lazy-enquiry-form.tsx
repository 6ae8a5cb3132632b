import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../ui/skeleton';
import { useNearViewport } from '../../lib/use-near-viewport';

const EnquiryFormModule = lazy(async () => ({ default: (await import('./enquiry-form')).EnquiryForm }));

type Props = ComponentProps<typeof EnquiryFormModule> & {
  /** Load the form (and zod with it) only when its place scrolls into view, not with the page. */
  whenVisible?: boolean;
};

/** The enquiry form without its validation code in the first page's JavaScript; a placeholder shows meanwhile. */
export function LazyEnquiryForm({ whenVisible = false, ...props }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ enabled: whenVisible });
  const placeholder = <Skeleton className="h-80" />;
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return (
    <Suspense fallback={placeholder}>
      <EnquiryFormModule {...props} />
    </Suspense>
  );
}
