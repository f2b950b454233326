// fontkit ships no types; this is the one call Vitalia makes of it (pdf-text.ts).
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
