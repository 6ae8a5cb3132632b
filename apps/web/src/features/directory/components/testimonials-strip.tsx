import { Trans, useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import type { Testimonial } from '@padosi/shared/home';
import { Stars } from '../../../components/ui/star-rating';
import { NO_IMAGE, onImageError } from '../../../lib/images';

function TestimonialCard({ t, hidden }: { t: Testimonial; hidden?: boolean }) {
  return (
    <li aria-hidden={hidden} className="w-72 shrink-0 rounded-2xl border border-slate-200/70 bg-white p-5 shadow-card sm:w-80">
      <Quote className="size-6 text-brand-300" aria-hidden="true" />
      <p className="mt-2 line-clamp-4 text-sm text-slate-700">{t.comments}</p>
      <div className="mt-4 flex items-center gap-3">
        <img
          src={t.profile_pic_url ?? NO_IMAGE}
          onError={onImageError}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded-full object-cover"
        />
        <div>
          <p className="text-sm font-semibold text-slate-900">{t.name}</p>
          {t.designation && <p className="text-xs text-slate-500">{t.designation}</p>}
        </div>
        <span className="ml-auto">
          <Stars rating={t.rating} className="size-3.5" />
        </span>
      </div>
    </li>
  );
}

/** Customer testimonials moving continuously (paused on hover or focus; still for reduced motion). Only active ones. */
export function TestimonialsStrip({ testimonials }: { testimonials: Testimonial[] }) {
  const active = testimonials.filter((item) => item.is_active);
  const { t } = useLingui();
  if (active.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>What neighbours say</Trans>
      </h2>
      <div className="group overflow-hidden motion-reduce:overflow-x-auto">
        <ul
          className="flex w-max gap-4 pb-2 pr-4 motion-safe:animate-[marquee_40s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
          tabIndex={0}
          aria-label={t`Testimonials`}
        >
          {active.map((item) => (
            <TestimonialCard key={item.id} t={item} />
          ))}
          {/* A second copy makes the loop seamless; screen readers skip it. */}
          {active.map((item) => (
            <TestimonialCard key={`copy-${item.id}`} t={item} hidden />
          ))}
        </ul>
      </div>
    </section>
  );
}
