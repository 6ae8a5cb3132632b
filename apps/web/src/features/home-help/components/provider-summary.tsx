import { Trans } from '@lingui/react/macro';
import { Stars } from '../../../components/ui/star-rating';
import { imageUrl, onImageError } from '../../../lib/images';

interface Props {
  name: string | null;
  picture: string | null;
  rating: number | null;
}

/** The assigned provider: photo, name and a 5-star rating; or a note that nobody is assigned yet. */
export function ProviderSummary({ name, picture, rating }: Props) {
  if (!name)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Not assigned yet. Our team will assign a provider soon.</Trans>
      </p>
    );
  return (
    <div className="flex items-center gap-3">
      <img src={imageUrl(picture)} onError={onImageError} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full bg-slate-100 object-cover" />
      <div>
        <p className="font-medium text-slate-900">{name}</p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Stars rating={rating ?? 0} />
          <span>{(rating ?? 0).toFixed(1)}</span>
        </p>
      </div>
    </div>
  );
}
