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

/** 40 megapixels: more than any phone camera; past it a "photo" is an attack on the server's memory. */
const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * A sharp pipeline over any photo a person may send, HEIC from an iPhone included: sharp's own build reads
 * JPEG, PNG and WebP but not HEVC-coded HEIC (a patent-encumbered codec it leaves out), so those are
 * decoded to pixels by libheif (WebAssembly, loaded only for them) and handed over raw.
 */
export async function photoPipeline(data: Buffer, contentType: string): Promise<Sharp.Sharp> {
  const sharp = await loadSharp();
  if (contentType !== 'image/heic') return sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS });
  // sharp reads a HEIC's header: a decompression bomb is refused before libheif allocates its pixels.
  const { width = 0, height = 0 } = await sharp(data).metadata();
  if (width * height === 0 || width * height > MAX_PHOTO_PIXELS) throw new Error('photo too large');
  const { default: decodeHeic } = await import('heic-decode');
  const pixels = await decodeHeic({ buffer: data });
  return sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  });
}

/**
 * A person's photo as we keep it: turned upright, at most `longSide` pixels on its long side, re-encoded to
 * WebP. Nothing of the original file survives (EXIF, location, anything hidden after the image).
 */
export async function reencodePhoto(
  data: Buffer,
  contentType: string,
  longSide: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const pipeline = await photoPipeline(data, contentType);
  const webp = await pipeline
    .rotate()
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data: webp.data, width: webp.info.width, height: webp.info.height };
}
