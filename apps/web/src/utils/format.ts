import { LOCALE, TIME_ZONE } from '@vitalia/shared/constants/app';

/** SPEC §2 header date: today in es-CL long format, e.g. "sábado, 21 de noviembre de 2026". */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: TIME_ZONE }).format(date);
}

/** "22 de diciembre de 2026": period ends and payment dates. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(value));
}

/** "23-11-2026 14:05" (24-hour clock): audit entries, sessions, sends, tables. */
export { formatDateTime } from '@vitalia/shared/dates';

/** es-CL grouping ("1.234"): every count in the admin console. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

/** "68,5" or "68.5" as typed (Chile writes a decimal comma) → 68.5; empty is null ("not measured"). */
export const decimalOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

/** "4,9": ratings and averages, one decimal at most. */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(value);
}

/** "12,4 MB": file sizes in the admin console (decimal units, as phones and Windows show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${formatCount(bytes)} B`;
  if (bytes < 1_000_000) return `${formatDecimal(bytes / 1000)} KB`;
  if (bytes < 1_000_000_000) return `${formatDecimal(bytes / 1_000_000)} MB`;
  return `${formatDecimal(bytes / 1_000_000_000)} GB`;
}

/**
 * "Quedan 2 min": an upload's time left at its average speed so far; null while too little is known (the
 * first second, or nothing sent yet) to say anything honest.
 */
export function uploadTimeLeft(loaded: number, total: number, elapsedMs: number): string | null {
  if (loaded <= 0 || elapsedMs < 1000 || total <= 0) return null;
  if (loaded >= total) return 'Terminando...';
  const seconds = Math.ceil(((total - loaded) / loaded) * (elapsedMs / 1000));
  if (seconds < 60) return `Quedan ${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `Quedan ${minutes} min`;
  return `Quedan ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
