import { useLingui } from '@lingui/react/macro';
import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { providerImageUrl } from '@padosi/shared/provider-constants';
import type { ProviderListItem } from '@padosi/shared/providers';
import { telHref, whatsappHref } from '@padosi/shared/site';
import { NO_IMAGE, onImageError } from '../../../lib/images';
import { RatingBadge } from './rating-badge';
import { VerifiedBadge, VerifiedByAdmin } from '../../../components/ui/verified-badge';

const action = 'relative z-10 inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl text-sm font-semibold';

/**
 * One provider card, dense (about 150 px on a phone, six or more to a screen): a small picture, name (title as
 * fallback) linking to the details, service type, address, rating with its review count
 * ("New" before the first), "Verified by admin", the adder's resident badge, and Call (showing the phone) and
 * WhatsApp (its word only where the card has room for it; the row is a size container). The name's link covers
 * the card; the two contact links sit above it.
 */
export function ProviderCard({ provider }: { provider: ProviderListItem }) {
  const name = provider.name || provider.title || '';
  const phone = provider.phone_number;
  const { t } = useLingui();
  return (
    <article className="group relative flex h-full gap-3 rounded-2xl border border-slate-200/70 bg-white p-3 shadow-card transition focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg">
      <img
        src={providerImageUrl(provider.profile_image_url, { thumb: true }) ?? NO_IMAGE}
        onError={onImageError}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold leading-snug text-slate-900">
            <Link to={`/details/${provider.id}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800">
              {name}
            </Link>
          </h3>
          <RatingBadge rating={provider.rating} count={provider.review_count} className="shrink-0" />
        </div>
        <p className="truncate text-sm font-medium text-brand-700">{provider.service_type}</p>
        {provider.admin_verified && <VerifiedByAdmin />}
        <VerifiedBadge verified={provider.verified} />
        {provider.address && (
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="line-clamp-1">{provider.address}</span>
          </p>
        )}
        <div className="@container mt-auto flex gap-2 pt-1">
          <a
            href={telHref(provider.phone_number)}
            className={`${action} min-w-0 flex-1 bg-brand-50 px-2 text-brand-800 hover:bg-brand-100`}
            aria-label={t`Call ${name}, ${phone}`}
          >
            <Phone className="size-4" aria-hidden="true" />
            <span className="tabular-nums">{provider.phone_number}</span>
          </a>
          <a
            href={whatsappHref(provider.phone_number)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${action} shrink-0 bg-green-50 px-3 text-green-800 hover:bg-green-100`}
            aria-label={t`WhatsApp ${name}`}
            title="WhatsApp"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            <span className="hidden @[16rem]:inline">WhatsApp</span>
          </a>
        </div>
      </div>
    </article>
  );
}
