import { type AVATAR_SIZES } from '@vitalia/shared/constants/app';

export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Images on the image host (Cloudinary) become a face-cropped square of the requested size. */
export function avatarImageUrl(src: string, pixels: number): string {
  const match = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.*)$/.exec(src);
  if (!match) return src;
  const scale = pixels * 2; // crisp on high-density screens
  return `${match[1]}c_thumb,g_face,w_${scale},h_${scale}/${match[2]}`;
}

const PALETTE = ['#0f766e', '#0369a1', '#7c3aed', '#be185d', '#b45309', '#15803d'];

/** A generated-initials image (SVG data URL), the fallback when a photo is missing or fails. */
export function initialsImage(name: string, initials: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const color = PALETTE[hash % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="#fff">${initials.replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
