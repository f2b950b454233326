import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded on the first image (an avatar, a cover, a poster) rather than at start: libvips is ~20 MB
 * of a server's memory that most restarts never use (issue 21, RSS budget).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
