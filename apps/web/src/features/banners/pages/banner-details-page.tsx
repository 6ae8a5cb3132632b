import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { BANNER_MESSAGES, hasBannerButton } from '@padosi/shared/banners';
import { BackLink } from '../../../components/ui/back-link';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { imageUrl, onImageError } from '../../../lib/images';
import { useBanner } from '../api/banners';

/** /banner/details/{id}: one live banner, open to everyone. */
export default function BannerDetailsPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const { data, isPending, error } = useBanner(Number.isInteger(id) && id > 0 ? id : null);
  if (isPending && !error)
    return (
      <Page title={t`Offer`} width="narrow">
        <div role="status">
          <span className="sr-only">
            <Trans>Loading…</Trans>
          </span>
          <Skeleton className="aspect-[3/1] w-full" />
        </div>
      </Page>
    );
  if (error || !data)
    return (
      <Page title={t`Offer`} width="narrow">
        <p role="alert" className="text-red-700">
          {error instanceof ApiError && error.status === 404 ? t`This offer has ended or does not exist.` : errorText(error, BANNER_MESSAGES.failed)}
        </p>
        <BackLink fallback="/banner/listing">{t`All offers`}</BackLink>
      </Page>
    );
  return (
    <Page title={data.title} width="narrow" lead={t`Until ${formatDate(data.expire_date)}`}>
      <Card className="space-y-4">
        <img
          src={imageUrl(data.image_url)}
          onError={onImageError}
          alt=""
          width={800}
          height={267}
          className="aspect-[3/1] w-full rounded-xl bg-slate-100 object-cover"
        />
        {data.description && <p className="text-slate-700">{data.description}</p>}
        {hasBannerButton(data) &&
          (data.button_link!.startsWith('/') ? (
            <ButtonLink to={data.button_link!}>{data.button_text}</ButtonLink>
          ) : (
            <a className={buttonClass()} href={data.button_link!} target="_blank" rel="noopener noreferrer">
              {data.button_text}
            </a>
          ))}
      </Card>
      <div className="mt-4">
        <BackLink fallback="/banner/listing">{t`All offers`}</BackLink>
      </div>
    </Page>
  );
}
