/** Every scheduling query lives under this key: a booking, cancellation or change refreshes them all. */
export const schedulingQueryKey = ['scheduling'] as const;

/** The viewer's own zone: slots and days are asked for and shown in it. */
export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Santiago';
