import { Trans } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { HOME } from '@padosi/shared/home-constants';
import type { HomeCard } from '@padosi/shared/home';
import { buttonClass } from '../../../components/ui/button';
import { NO_IMAGE, onImageError } from '../../../lib/images';
import { SmartLink } from './smart-link';

/** The first 4 home cards: image, title, subtitle and a button (Explore unless the card says otherwise). */
export function HomeCards({ cards }: { cards: HomeCard[] }) {
  const shown = cards.slice(0, HOME.homeCardsShown);
  const explore = sharedText(HOME.defaultButtonText);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-cards-title">
      <h2 id="home-cards-title" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>More for your neighbourhood</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((card) => (
          <li key={card.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200/70 bg-white shadow-card">
            <img
              src={card.image ?? NO_IMAGE}
              onError={onImageError}
              alt=""
              width={400}
              height={250}
              loading="lazy"
              className="aspect-[8/5] w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-1 p-4">
              <h3 className="font-semibold text-slate-900">{card.title}</h3>
              {card.subtitle && <p className="text-sm text-slate-600">{card.subtitle}</p>}
              {card.link && (
                <SmartLink
                  to={card.link}
                  className={buttonClass('secondary', 'sm', 'mt-auto self-start')}
                  label={`${card.buttonText || explore}: ${card.title}`}
                >
                  {card.buttonText || explore}
                </SmartLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
