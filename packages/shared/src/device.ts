/**
 * "Chrome en Android", "Safari en iPhone": a session's device in words for "Sesiones activas". A rough
 * reading of the User-Agent, enough for a member to recognise her own phone; unknown parts say so.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Dispositivo desconocido';
}
