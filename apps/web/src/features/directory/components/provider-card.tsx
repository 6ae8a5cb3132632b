import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { providerImageUrl } from '@padosi/shared/provider-constants';
import type { ProviderListItem } from '@padosi/shared/providers';
import { NO_IMAGE, onImageError } from '../../../lib/images';
import { RatingBadge } from './rating-badge';
import { VerifiedBadge } from './verified-badge';

/** One provider card: image (noimage fallback), name (title as fallback), service type, address, phone, rating, crown. */
export function ProviderCard({ provider }: { provider: ProviderListItem }) {
  const name = provider.name || provider.title || '';
  return (
    <Link
      to={`/details/${provider.id}`}
      className="group flex h-full overflow-hidden rounded-2xl border border-slate-200/70 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lg sm:flex-col"
    >
      <img
        src={providerImageUrl(provider.profile_image_url, { thumb: true }) ?? NO_IMAGE}
        onError={onImageError}
        alt=""
        width={320}
        height={240}
        loading="lazy"
        className="aspect-square w-28 shrink-0 bg-slate-100 object-cover sm:aspect-[4/3] sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <h3 className="font-semibold leading-snug text-slate-900 group-hover:text-brand-800">{name}</h3>
          <div className="flex shrink-0 items-center gap-1">
            {provider.admin_verified && <VerifiedBadge />}
            <RatingBadge rating={provider.rating} />
          </div>
        </div>
        <p className="text-sm font-medium text-brand-700">{provider.service_type}</p>
        {provider.address && (
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="line-clamp-2">{provider.address}</span>
          </p>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-sm text-slate-700">
          <Phone className="size-4 text-slate-400" aria-hidden="true" />
          {provider.phone_number}
        </p>
      </div>
    </Link>
  );
}
