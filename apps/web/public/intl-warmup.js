// ADR 0054: the first Intl formatter a page makes loads ICU's data for the whole browser process, 50-150 ms
// of a slow phone's main thread. Made here first, in a worker, that cost leaves the main thread: its own
// formatters (the header's date, counts, prices, Santiago days) then take well under a millisecond.
// The locale and zone are LOCALE and TIME_ZONE of packages/shared/src/constants/app.ts (a test holds them).
new Intl.DateTimeFormat('es-CL', { dateStyle: 'full', timeZone: 'America/Santiago' }).format(0);
new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Santiago' }).format(
  0,
);
new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Santiago',
}).format(0);
new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }).format(0);
self.close();
