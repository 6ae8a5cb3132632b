import { Flame, Hospital, Phone, ShieldAlert, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMERGENCY_KINDS, type EmergencyKind } from '@padosi/shared/settings-constants';
import { NATIONAL_EMERGENCY_NUMBERS, SHELL, telHref } from '@padosi/shared/site';
import { useConfig } from '../../lib/config';
import { useHorizontalSwipe } from './use-swipe';

const ICONS: Record<EmergencyKind, typeof Hospital> = { security: ShieldCheck, hospital: Hospital, police: ShieldAlert, fire: Flame };

/** The society's contacts' headings, by kind (society settings). */
const HEADINGS = {
  security: msg`Security Desk`,
  hospital: msg`Hospitals`,
  police: msg`Police Stations`,
  fire: msg`Fire Stations`,
} as const;

/** The national numbers' names, by number (the numbers are fixed in `NATIONAL_EMERGENCY_NUMBERS`). */
const EMERGENCY_NAMES: Record<(typeof NATIONAL_EMERGENCY_NUMBERS)[number]['phone'], MessageDescriptor> = {
  '112': msg`All emergencies`,
  '100': msg`Police`,
  '101': msg`Fire`,
  '108': msg`Ambulance`,
};

/** An opening swipe must start near the left edge, so swiping a carousel never opens the panel by accident. */
const EDGE_ZONE_PX = 48;

export function SosPanel() {
  const [open, setOpen] = useState(false);
  const { emergencyContacts } = useConfig();
  const { i18n, t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);

  useHorizontalSwipe({
    threshold: SHELL.swipePx,
    onRight: (startX) => !open && startX <= EDGE_ZONE_PX && setOpen(true),
    onLeft: () => open && setOpen(false),
  });

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    tabRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <button
        ref={tabRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="sos-panel"
        className={`fixed top-[30%] flex min-h-14 w-6 items-center justify-center rounded-r-lg bg-red-600 py-3 text-[11px] font-bold tracking-widest text-white shadow-lg transition-[left] duration-300 [writing-mode:vertical-rl] hover:bg-red-700 ${open ? 'left-[min(22rem,88vw)] z-[61]' : 'left-0 z-40'}`}
      >
        <span aria-hidden="true">SOS</span>
        <span className="sr-only">
          <Trans>SOS: emergency contacts</Trans>
        </span>
      </button>
      <aside
        id="sos-panel"
        aria-label={t`Emergency Contacts`}
        aria-hidden={!open}
        inert={!open}
        data-state={open ? 'open' : 'closed'}
        className={`fixed inset-y-0 left-0 z-[60] flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl transition-transform duration-300 ${open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b border-red-100 bg-red-50 px-4 py-3">
          <h2 className="text-lg font-bold text-red-800">
            <Trans>Emergency Contacts</Trans>
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full text-red-800 hover:bg-red-100"
            aria-label={t`Close emergency contacts`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 space-y-5 overflow-y-auto p-4">
          <section aria-labelledby="sos-national">
            <h3 id="sos-national" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              <Trans>Emergency numbers</Trans>
            </h3>
            <ul className="grid grid-cols-2 gap-2">
              {NATIONAL_EMERGENCY_NUMBERS.map((n) => (
                <li key={n.phone}>
                  <a
                    href={telHref(n.phone)}
                    className="flex min-h-16 flex-col items-center justify-center rounded-xl bg-red-600 px-2 py-2 text-white hover:bg-red-700"
                    aria-label={t`Call ${i18n._(EMERGENCY_NAMES[n.phone])} on ${n.phone}`}
                  >
                    <span className="text-2xl font-bold leading-none">{n.phone}</span>
                    <span className="mt-1 text-xs font-medium">{i18n._(EMERGENCY_NAMES[n.phone])}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {/* The society's contacts by kind, each kind in the order the admin set (society settings). */}
          {EMERGENCY_KINDS.map((kind) => {
            const contacts = emergencyContacts.filter((c) => c.kind === kind);
            if (!contacts.length) return null;
            const Icon = ICONS[kind];
            return (
              <section key={kind} aria-labelledby={`sos-${kind}`}>
                <h3 id={`sos-${kind}`} className="mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  <Icon className="size-4 text-red-600" aria-hidden="true" /> {i18n._(HEADINGS[kind])}
                </h3>
                <ul className="space-y-2">
                  {contacts.map((c) => (
                    <li key={`${c.name}-${c.phone}`} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{c.name}</p>
                        {c.address && <p className="text-sm text-slate-500">{c.address}</p>}
                      </div>
                      <a
                        href={telHref(c.phone)}
                        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl bg-red-600 px-3 text-sm font-semibold text-white hover:bg-red-700"
                        aria-label={t`Call ${c.name} on ${c.phone}`}
                      >
                        <Phone className="size-4" aria-hidden="true" /> {c.phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </aside>
      {open && <div className="fixed inset-0 z-50 bg-slate-900/30" aria-hidden="true" onClick={close} />}
    </>
  );
}
