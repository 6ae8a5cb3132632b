import { useLingui } from '@lingui/react/macro';
import { Bike, Car } from 'lucide-react';
import type { RideMode } from '@padosi/shared/carpool';

/** The ride's mode as an icon a screen reader names. */
export function ModeIcon({ mode, className = 'size-5' }: { mode: RideMode; className?: string }) {
  const { t } = useLingui();
  const Icon = mode === 'bike' ? Bike : Car;
  return (
    <span
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${mode === 'bike' ? 'bg-amber-50 text-amber-700' : 'bg-brand-50 text-brand-700'}`}
    >
      <Icon className={className} role="img" aria-label={mode === 'bike' ? t`Bike` : t`Car`} />
    </span>
  );
}
