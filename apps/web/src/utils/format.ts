import { LOCALE, TIME_ZONE } from '@vitalia/shared/constants/app';

/** SPEC §2 header date: today in es-CL long format, e.g. "sábado, 21 de noviembre de 2026". */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: TIME_ZONE }).format(date);
}

/** "22 de diciembre de 2026": period ends and payment dates. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(value));
}

/** "22 nov 2026, 14:05": audit entries, sessions, sends. */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

/** es-CL grouping ("1.234"): every count in the admin console. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

/** "4,9": ratings and averages, one decimal at most. */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(value);
}
