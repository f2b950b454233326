/** The viewer's own zone: times are asked for and shown in it (America/Santiago when the browser says none). */
export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Santiago';
