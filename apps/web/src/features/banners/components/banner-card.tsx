import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Banner } from '@padosi/shared/banners';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { imageUrl, onImageError } from '../../../lib/images';

/** One banner as a card: image, title, description, expiry, an Active or Inactive badge, and Edit (admin form) or a details link. */
export function BannerCard({ banner, action }: { banner: Banner; action: 'edit' | 'view' }) {
  const { t } = useLingui();
  // The moment the card was first shown: enough to tell an expired banner, and stable across re-renders.
  const [now] = useState(Date.now);
  const expired = new Date(banner.expire_date).getTime() <= now;
  const live = banner.status && !expired;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
      <img src={imageUrl(banner.image_url)} onError={onImageError} alt="" width={800} height={267} className="aspect-[3/1] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{banner.title}</h3>
          <Badge tone={live ? 'green' : 'slate'}>{live ? t`Active` : t`Inactive`}</Badge>
        </div>
        {banner.description && <p className="text-sm text-slate-600">{banner.description}</p>}
        <p className="text-xs text-slate-500">{expired ? t`Expired ${formatDate(banner.expire_date)}` : t`Expires ${formatDate(banner.expire_date)}`}</p>
        <div className="mt-auto pt-2">
          {action === 'edit' ? (
            <ButtonLink to={`/banner/edit/${banner.id}`} variant="outline" size="sm" aria-label={t`Edit ${banner.title}`}>
              <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to={`/banner/details/${banner.id}`} variant="secondary" size="sm" aria-label={t`View ${banner.title}`}>
              <Trans>View</Trans>
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
