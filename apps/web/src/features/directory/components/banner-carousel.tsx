import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { Banner } from '@padosi/shared/banners';
import { CAROUSEL_MS, hasBannerButton } from '@padosi/shared/home-constants';
import { buttonClass } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/hydration';
import { StoredPicture } from '../../../components/ui/stored-picture';
import { SmartLink } from './smart-link';

const reducedMotion = () => (typeof matchMedia === 'undefined' ? null : matchMedia('(prefers-reduced-motion: reduce)'));

/**
 * The banner carousel: advances every 3.5 s, pauses while the pointer or keyboard focus is on it, while the tab is
 * hidden, or when paused with its button, and starts paused when the reader prefers reduced motion; swipeable;
 * previous, next, pause and one button per slide. Slides out of view are inert: their links take no focus and
 * screen readers skip them.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  // null: as the reader's motion preference says, read once the app has the page (the server draws it running).
  const [pausedByReader, setPaused] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const prefersStill = hydrated && Boolean(reducedMotion()?.matches);
  const paused = pausedByReader ?? prefersStill;
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    // A reader who turns on "reduce motion" while the page is open stops the carousel too.
    const query = reducedMotion();
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) setPaused(true);
    };
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const running = Boolean(embla) && banners.length > 1 && !hovered && !paused && !hidden;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => embla?.scrollNext(), CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [running, embla, index]);

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);
  if (banners.length === 0) return null;
  const control = 'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Offers and announcements`}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setHovered(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-3xl">
        <div className="flex">
          {banners.map((b, i) => (
            <div
              key={b.id}
              className="relative min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription="slide"
              aria-label={t`${i + 1} of ${banners.length}`}
              inert={i !== index}
            >
              <StoredPicture
                url={b.image_url}
                alt=""
                width={1200}
                height={400}
                className="h-56 w-full object-cover sm:h-72 lg:h-[400px]"
                loading={i === 0 ? 'eager' : 'lazy'}
              />
              {/* pl-9 on phones: the SOS tab (fixed, 24 px, at the left edge) must not cover the banner's button. */}
              <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-slate-950/75 via-slate-950/20 to-transparent p-5 pb-16 pl-9 sm:p-8 sm:pb-16">
                <h2 className="max-w-2xl text-xl font-bold text-white sm:text-3xl">{b.title}</h2>
                {b.description && <p className="mt-1 max-w-2xl text-sm text-slate-100 sm:text-base">{b.description}</p>}
                {hasBannerButton(b) && (
                  <SmartLink to={b.button_link!} className={buttonClass('primary', 'md', 'mt-3 self-start')}>
                    {b.button_text}
                  </SmartLink>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
          <button type="button" className={control} onClick={() => embla?.scrollPrev()} aria-label={t`Previous banner`}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <div className="flex items-center rounded-full bg-white/80 px-1">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="inline-flex size-8 items-center justify-center"
                onClick={() => go(i)}
                aria-label={t`Show banner ${i + 1}: ${b.title}`}
                aria-current={i === index}
              >
                <span className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-400'}`} />
              </button>
            ))}
          </div>
          <button type="button" className={control} onClick={() => setPaused(!paused)} aria-label={paused ? t`Play banners` : t`Pause banners`}>
            {paused ? <Play className="size-5" aria-hidden="true" /> : <Pause className="size-5" aria-hidden="true" />}
          </button>
          <button type="button" className={control} onClick={() => embla?.scrollNext()} aria-label={t`Next banner`}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
