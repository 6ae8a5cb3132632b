import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatTime12h, monthOf, dayOfMonth, yearOf, weekDayOf } from '@padosi/shared/calendar-dates';
import type { WeekDay } from '@padosi/shared/week-days';

/*
 * Week days, months and clock times in the page's language (docs/translating.md): the shared calendar code keeps the
 * English the API and the spec use; the screens show these. Tables of descriptors, read with the active language.
 */
const SHORT_DAYS = {
  MON: msg`Mon`,
  TUE: msg`Tue`,
  WED: msg`Wed`,
  THU: msg`Thu`,
  FRI: msg`Fri`,
  SAT: msg`Sat`,
  SUN: msg`Sun`,
} as const;
const DAY_NAMES = {
  MON: msg`Monday`,
  TUE: msg`Tuesday`,
  WED: msg`Wednesday`,
  THU: msg`Thursday`,
  FRI: msg`Friday`,
  SAT: msg`Saturday`,
  SUN: msg`Sunday`,
} as const;
const MONTHS = [msg`Jan`, msg`Feb`, msg`Mar`, msg`Apr`, msg`May`, msg`Jun`, msg`Jul`, msg`Aug`, msg`Sep`, msg`Oct`, msg`Nov`, msg`Dec`] as const;

/** 'Mon' / 'सोम'. */
export const weekDayLabel = (day: WeekDay) => i18n._(SHORT_DAYS[day]);
/** 'Monday' / 'सोमवार'. */
export const weekDayName = (day: WeekDay) => i18n._(DAY_NAMES[day]);
/** '24 Nov', with the year when asked: '24 Nov 2026' / '24 नव॰ 2026'. */
export const dayMonth = (iso: string, withYear = false) => `${dayOfMonth(iso)} ${i18n._(MONTHS[monthOf(iso) - 1]!)}${withYear ? ` ${yearOf(iso)}` : ''}`;
/** 'Mon, 24 Nov 2026'. */
export const longDate = (iso: string) => `${weekDayLabel(weekDayOf(iso))}, ${dayMonth(iso, true)}`;
/**
 * '07:05' → '7:05 AM'. The part of the day is a context of its own, because Hindi says it before the time and by
 * the part of the day (सुबह 7:05, दोपहर 1:30, शाम 6:00, रात 11:00) where English only has AM and PM.
 */
export function clockTime(time: string): string {
  const english = formatTime12h(time);
  const match = /^(\d{1,2}:\d{2}) (AM|PM)$/.exec(english);
  if (!match) return english;
  const clock = match[1]!;
  const hour = Number(time.slice(0, 2));
  if (hour < 4) return i18n._(msg({ message: `${clock} AM`, context: 'night' }));
  if (hour < 12) return i18n._(msg({ message: `${clock} AM`, context: 'morning' }));
  if (hour < 16) return i18n._(msg({ message: `${clock} PM`, context: 'afternoon' }));
  if (hour < 20) return i18n._(msg({ message: `${clock} PM`, context: 'evening' }));
  return i18n._(msg({ message: `${clock} PM`, context: 'night' }));
}
