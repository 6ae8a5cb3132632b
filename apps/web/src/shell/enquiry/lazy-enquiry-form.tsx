import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

const EnquiryFormModule = lazy(async () => ({ default: (await import('./enquiry-form')).EnquiryForm }));

/** The enquiry form without its validation code in the first page's JavaScript; a placeholder shows meanwhile. */
export function LazyEnquiryForm(props: ComponentProps<typeof EnquiryFormModule>) {
  return (
    <Suspense fallback={<Skeleton className="h-80" />}>
      <EnquiryFormModule {...props} />
    </Suspense>
  );
}
