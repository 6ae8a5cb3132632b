import { Skeleton } from '../../../components/ui/skeleton';
import { useBanners } from '../api/home-content';
import { BannerCarousel } from './banner-carousel';

/** The home page's banner carousel with its data (in the home page's chunk, so the server-rendered carousel stays). */
export default function HomeBanners() {
  const banners = useBanners();
  if (banners.isPending) return <Skeleton className="h-56 sm:h-72 lg:h-[400px]" />;
  return <BannerCarousel banners={banners.data ?? []} />;
}
