import { Bike } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '../../../lib/hydration';

/** Spec: the bike rides twice, then the road hides (HOME.bikeLoops; inlined to keep the first render small). */
const BIKE_LOOPS = 2;

const reducedMotion = () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A road with a bike riding across it; after two rides the road goes away. Not shown at all for reduced motion. */
export function BikeRoad() {
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();
  // The server draws the road; for reduced motion it goes once the app has the page.
  const reduced = hydrated && reducedMotion();
  if (done || reduced) return null;
  return (
    <div className="relative h-12 overflow-hidden rounded-full bg-slate-700" aria-hidden="true" data-testid="bike-road">
      <div className="absolute inset-x-4 top-1/2 border-t-2 border-dashed border-amber-300/80" />
      {/* The road-wide track moves, so translateX(100%) is the road's width. */}
      <div className="absolute inset-0" style={{ animation: `ride 4s linear ${BIKE_LOOPS}` }} onAnimationEnd={() => setDone(true)}>
        <Bike className="absolute left-0 top-1/2 size-8 -translate-y-1/2 text-amber-300" />
      </div>
    </div>
  );
}
