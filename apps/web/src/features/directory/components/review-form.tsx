import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, ReviewBody } from '@padosi/shared/reviews';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { StarInput } from '../../../components/ui/star-rating';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useAddReview, useRefreshReviews } from '../api/reviews';

type Input = z.input<typeof ReviewBody>;
type Values = z.output<typeof ReviewBody>;

/**
 * Rating and comment (500, with a counter). Messages show after a submit attempt; success shows "Review added
 * successfully!" for 3 s, then the list refreshes. A second review by the same person replaces the first.
 */
export function ReviewForm({ providerId, existing }: { providerId: number; existing?: { rating: number; comment: string } }) {
  const user = useCurrentUser();
  const add = useAddReview();
  const refresh = useRefreshReviews(providerId);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useLingui();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(ReviewBody),
    defaultValues: { rating: existing?.rating ?? 0, review: existing?.comment ?? '', service_provider_id: providerId },
  });
  const comment = useWatch({ control, name: 'review' }) ?? '';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(false);
      refresh();
    }, REVIEW_LIMITS.successMs);
    return () => clearTimeout(timer);
  }, [done, refresh]);

  const onValid = (values: Values) => {
    setServerError(null);
    add.mutate(values, {
      onSuccess: () => {
        setDone(true);
        reset({ rating: 0, review: '', service_provider_id: providerId });
      },
      onError: (err) => setServerError(err instanceof ApiError && err.status === 401 ? REVIEW_MESSAGES.loginRequired : errorText(err, REVIEW_MESSAGES.failed)),
    });
  };
  // One message for both fields, as the spec words it.
  const invalid =
    isSubmitted && (errors.rating || errors.review)
      ? errors.review?.message === REVIEW_MESSAGES.commentMax
        ? REVIEW_MESSAGES.commentMax
        : REVIEW_MESSAGES.bothRequired
      : null;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-3" aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="font-semibold text-slate-900">
        {existing ? t`Update your review` : t`Write a review`}
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarInput label={t`Your rating`} value={Number(field.value) || null} onChange={(v) => field.onChange(v ?? 0)} />}
      />
      <Field label={t`Your review`} counter={`${comment.length}/${REVIEW_LIMITS.commentMax}`}>
        {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} maxLength={REVIEW_LIMITS.commentMax} rows={4} {...register('review')} />}
      </Field>
      {(invalid || serverError) && (
        <p role="alert" className="text-sm text-red-600">
          {sharedText(invalid ?? serverError ?? undefined)}
          {serverError === REVIEW_MESSAGES.loginRequired && (
            <>
              {' '}
              <Link to="/login" className="font-semibold underline">
                <Trans>Sign in</Trans>
              </Link>
            </>
          )}
        </p>
      )}
      {done && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-700">
          <CheckCircle2 className="size-4" aria-hidden="true" /> {sharedText(REVIEW_MESSAGES.added)}
        </p>
      )}
      <Button type="submit" loading={add.isPending}>
        <Trans>Submit review</Trans>
      </Button>
      {!user && (
        <p className="text-xs text-slate-500">
          <Trans>You need to be signed in to post a review.</Trans>
        </p>
      )}
    </form>
  );
}
