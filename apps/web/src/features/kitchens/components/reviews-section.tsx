import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KITCHEN_LIMITS, KITCHEN_MESSAGES } from '@padosi/shared/kitchens';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { Pager, pageCount } from '../../../components/ui/pager';
import { ReportButton } from '../../../components/ui/report-button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { StarInput, Stars } from '../../../components/ui/star-rating';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { communityToday } from '../../../lib/clock';
import { dayMonth } from '../../../lib/day-names';
import { notify } from '../../../lib/notify';
import { useAddReview, useReviews } from '../api/kitchens';
import { personName } from '../../../lib/person-name';

/** Reviews, newest first, five a page; a signed-in customer with a completed order may add one. */
export function ReviewsSection({ kitchenId, isMine }: { kitchenId: number; isMine: boolean }) {
  const me = useCurrentUser();
  const [page, setPage] = useState(1);
  const reviews = useReviews(kitchenId, page);
  const add = useAddReview();
  const { t } = useLingui();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!rating) return setFailure(KITCHEN_MESSAGES.ratingRequired);
    setFailure(null);
    try {
      const res = await add.mutateAsync({ kitchenId, body: { rating, comment } });
      notify('success', res.message);
      setRating(null);
      setComment('');
    } catch (err) {
      setFailure(errorText(err, t`Could not save your review.`));
    }
  }

  return (
    <section aria-labelledby="reviews-h" className="space-y-4">
      <h2 id="reviews-h" className="text-xl font-bold text-slate-900">
        <Trans>Reviews</Trans>
      </h2>
      {me && !isMine && (
        <form onSubmit={submit} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm text-slate-600">
            <Trans>You can review a kitchen after an order from it is completed.</Trans>
          </p>
          <StarInput value={rating} onChange={setRating} label={t`Your rating`} />
          <Field label={t`Your review`} counter={`${comment.length}/${KITCHEN_LIMITS.commentMax}`}>
            {(a) => (
              <Textarea
                id={a.id}
                aria-describedby={a.describedBy}
                className="!min-h-20"
                maxLength={KITCHEN_LIMITS.commentMax}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" loading={add.isPending}>
            <Trans>Submit review</Trans>
          </Button>
        </form>
      )}
      {reviews.isPending ? null : reviews.isError ? (
        <p role="alert" className="text-red-700">
          <Trans>Failed to load reviews.</Trans>
        </p>
      ) : reviews.data.total === 0 ? (
        <p className="text-slate-600">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {reviews.data.items.map((r) => (
            <li key={r.id} className="py-3">
              <div className="flex items-center gap-2">
                <Stars rating={r.rating} />
                <span className="font-semibold text-slate-900">{personName(r.user_name)}</span>
                <span className="text-xs text-slate-500">{dayMonth(communityToday(new Date(r.created_at)), true)}</span>
              </div>
              <VerifiedBadge verified={r.verified} />
              {r.comment && <p className="mt-1 text-slate-700">{r.comment}</p>}
              {me && me.id !== r.user_id && <ReportButton type="kitchen_review" id={r.id} name={t`Report the review by ${r.user_name}`} />}
            </li>
          ))}
        </ul>
      )}
      {reviews.data && <Pager page={page} pages={pageCount(reviews.data)} onPage={setPage} label={t`Review pages`} />}
    </section>
  );
}
