import { Trans, useLingui } from '@lingui/react/macro';
import { CardSkeletons, Skeleton } from '../../../components/ui/skeleton';
import { useHomeCardGroups, useMainCategories } from '../api/categories';
import { useHomeCards, useTestimonials } from '../api/home-content';
import { useHomeProviders } from '../api/provider-lists';
import { CategoryCards } from './category-cards';
import { CategoryList } from './category-list';
import { CloudKitchenPromo } from './cloud-kitchen-promo';
import { HomeCards } from './home-cards';
import { ProviderGroups } from './provider-groups';
import { TestimonialsStrip } from './testimonials-strip';

/**
 * Everything of the home page below its first screen, loaded as one lazy chunk: category list and cards, home
 * cards, provider groups, the cloud-kitchen promo and testimonials. Load failures show nothing (spec: only logged).
 */
export default function HomeSections() {
  const categories = useMainCategories();
  const groups = useHomeCardGroups();
  const cards = useHomeCards();
  const providers = useHomeProviders();
  const testimonials = useTestimonials();
  const { t } = useLingui();
  return (
    <div className="space-y-10">
      <CategoryList categories={categories.isError ? [] : categories.data} title={t`Browse by category`} />
      {groups.isPending ? <Skeleton className="h-40" /> : <CategoryCards groups={groups.data ?? []} />}
      {cards.isPending ? <Skeleton className="h-64" /> : <HomeCards cards={cards.data ?? []} />}
      <section aria-labelledby="home-providers-title">
        <h2 id="home-providers-title" className="sr-only">
          <Trans>Service providers</Trans>
        </h2>
        {providers.isPending ? <CardSkeletons count={4} className="h-72" /> : <ProviderGroups items={providers.data ?? []} headingLevel={3} />}
      </section>
      <CloudKitchenPromo />
      {testimonials.data && <TestimonialsStrip testimonials={testimonials.data} />}
    </div>
  );
}
