import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { lazy, Suspense } from 'react';
import { REVIEW_MESSAGES, roundRating } from '@padosi/shared/provider-constants';
import { Card } from '../../../components/ui/page';
import { ReportButton } from '../../../components/ui/report-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/star-rating';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useCurrentUser } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { useReviews } from '../api/reviews';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { personName } from '../../../lib/person-name';

// The form (and zod with it) loads when the reader scrolls near it, not with the provider's page.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/** "4.5 from 3 reviews": the average in bold, then the count with its plural in the page's language. */
function ReviewCount({ average, total }: { average: string; total: number }) {
  return (
    <span>
      <strong className="text-slate-900">{average}</strong> {plural(total, { one: 'from # review', other: 'from # reviews' })}
    </span>
  );
}

/** Reviews of a provider: average (one decimal, 0–5 stars), the list, and the form (not for the owner). */
export function ReviewsSection({ providerId, ownerId }: { providerId: number; ownerId: number }) {
  const user = useCurrentUser();
  const [formRef, formNear] = useNearViewport<HTMLDivElement>({ idleAfterLoadMs: 2000 });
  const reviews = useReviews(providerId);
  const mine = reviews.data?.items.find((r) => r.user_id === user?.id);
  const average = roundRating(reviews.data?.average ?? 0);
  const { t } = useLingui();
  return (
    <Card>
      <section aria-labelledby="reviews-title" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reviews-title" className="text-xl font-semibold text-slate-900">
            <Trans>Reviews</Trans>
          </h2>
          {reviews.data && reviews.data.total === 0 && (
            <p className="text-sm font-medium text-slate-700">
              <Trans>New here, not yet rated</Trans>
            </p>
          )}
          {reviews.data && reviews.data.total > 0 && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Stars rating={average} />
              <ReviewCount average={average.toFixed(1)} total={reviews.data.total} />
            </p>
          )}
        </div>
        {reviews.isPending ? (
          <Skeleton className="h-24" />
        ) : reviews.data && reviews.data.items.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {reviews.data.items.map((r) => (
              <li key={r.id} className="py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">{personName(r.user_name)}</span>
                  <Stars rating={r.rating} className="size-3.5" />
                  <span className="text-xs text-slate-500">{formatDate(r.created_at)}</span>
                </div>
                <VerifiedBadge verified={r.verified} />
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{r.comment}</p>
                {user && user.id !== r.user_id && <ReportButton type="review" id={r.id} name={t`Report the review by ${personName(r.user_name)}`} />}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>No reviews yet. Be the first to share your experience.</Trans>
          </p>
        )}
        {user?.id === ownerId ? (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{sharedText(REVIEW_MESSAGES.ownProvider)}</p>
        ) : (
          <div ref={formRef}>
            {formNear ? (
              <Suspense fallback={<Skeleton className="h-48" />}>
                <ReviewForm key={mine ? `mine-${mine.id}-${mine.created_at}` : 'new'} providerId={providerId} existing={mine} />
              </Suspense>
            ) : (
              <Skeleton className="h-48" />
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
