// heic-decode ships no types; this is the one call Vitalia makes of it (lib/images.ts).
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes per pixel. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Buffer | ArrayBuffer }): Promise<DecodedImage>;
  export default decode;
}
