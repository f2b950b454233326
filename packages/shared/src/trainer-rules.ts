/**
 * "Ver presentación" appears only for a real video (issue 11): a link to one YouTube or Vimeo video, in any
 * of the forms people paste, becomes the privacy-friendly embed address; anything else (a playlist, a
 * channel, a placeholder, another site) is no video at all. Parsed by pattern: this package runs in the
 * browser and on the server without either one's URL type.
 */
const LINK = /^https:\/\/(?:www\.|m\.)?([a-z.-]+)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be']);

function queryParam(query: string | undefined, name: string): string | null {
  for (const pair of (query ?? '').split('&')) {
    const [key, value] = pair.split('=');
    if (key === name && value) return value;
  }
  return null;
}

export function introVideoEmbedUrl(raw: string | null | undefined): string | null {
  const match = raw ? LINK.exec(raw.trim()) : null;
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase();
  const segments = (match[2] ?? '').split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    // "embed/videoseries" is eleven letters too: a playlist, not one video.
    if (segments[1] === 'videoseries') return null;
    const id =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? queryParam(match[3], 'v')
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = host === 'vimeo.com' ? segments[0] : segments[0] === 'video' ? segments[1] : null;
    return id && /^\d{6,12}$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
