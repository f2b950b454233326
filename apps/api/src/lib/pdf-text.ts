import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

/**
 * Unicode text in every PDF we make (certificates, receipts; ADR 0060). PDF's standard fonts know only
 * WinAnsi: "Łucja Nguyễn" made pdf-lib throw and pdfkit print garbage. DejaVu Sans (Latin with Vietnamese,
 * Greek, Cyrillic, Arabic, Hebrew and many symbols) is embedded as a subset of the glyphs used, and a
 * character it lacks (most emoji) is drawn with Noto Emoji; anything neither has falls back to DejaVu's
 * "missing" box instead of failing.
 */
const require = createRequire(import.meta.url);

export type PdfWeight = 'regular' | 'bold';

interface FontFile {
  name: string;
  path: string;
  weights: PdfWeight[];
}

const EMOJI_SUBSETS = ['emoji', ...Array.from({ length: 11 }, (_, index) => String(index))];

function fontFiles(): FontFile[] {
  const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  return [
    { name: 'vitalia-regular', path: dejavu('DejaVuSans.ttf'), weights: ['regular'] },
    { name: 'vitalia-bold', path: dejavu('DejaVuSans-Bold.ttf'), weights: ['bold'] },
    ...EMOJI_SUBSETS.map((subset) => ({
      name: `vitalia-emoji-${subset}`,
      path: require.resolve(`@fontsource/noto-emoji/files/noto-emoji-${subset}-400-normal.woff`),
      weights: ['regular', 'bold'] as PdfWeight[],
    })),
  ];
}

interface LoadedFont extends FontFile {
  bytes: Buffer;
  has(codePoint: number): boolean;
}

let loaded: Promise<LoadedFont[]> | null = null;

/** Read once, by the first PDF (a restart does not pay for fonts nobody asked for). */
function loadFonts(): Promise<LoadedFont[]> {
  loaded ??= (async () => {
    const fontkit = await import('fontkit');
    return Promise.all(
      fontFiles().map(async (file) => {
        const bytes = await fs.promises.readFile(file.path);
        const font = fontkit.create(bytes);
        return { ...file, bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
      }),
    );
  })();
  return loaded;
}

/** Zero-width joiner and the text/emoji variation selectors: they stay with the character before. */
const JOINERS = new Set([0x200d, 0xfe0e, 0xfe0f]);

/** A run of text drawn in one font. */
export interface TextRun {
  font: string;
  text: string;
}

/** The text cut where the font that has its characters changes. */
export function runsOf(fonts: LoadedFont[], text: string, weight: PdfWeight): TextRun[] {
  const candidates = fonts.filter((font) => font.weights.includes(weight));
  const primary = candidates[0]?.name ?? 'Helvetica';
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    // Joiners and variation selectors belong with the character before them.
    const joins = JOINERS.has(codePoint);
    const last = runs.at(-1);
    const font = joins && last ? last.font : (candidates.find((c) => c.has(codePoint))?.name ?? primary);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** A PDFKit document that writes any text: the fonts registered, and helpers that draw by runs. */
export async function unicodePdf(doc: PDFKit.PDFDocument) {
  const fonts = await loadFonts();
  for (const font of fonts) doc.registerFont(font.name, font.bytes);
  const widthOf = (text: string, size: number, weight: PdfWeight) =>
    runsOf(fonts, text, weight).reduce(
      (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text),
      0,
    );
  return {
    widthOf,
    /** Draws one line at (x, y), run by run, never wrapped. */
    line(text: string, x: number, y: number, size: number, weight: PdfWeight = 'regular') {
      let at = x;
      for (const run of runsOf(fonts, text, weight)) {
        doc.font(run.font).fontSize(size).text(run.text, at, y, { lineBreak: false });
        at += doc.widthOfString(run.text);
      }
    },
    /** The main font of a weight, for text PDFKit lays out itself (wrapping, right alignment). */
    fontFor: (weight: PdfWeight) => (weight === 'bold' ? 'vitalia-bold' : 'vitalia-regular'),
  };
}

/**
 * A new PDFKit document with our fonts, and `finish()` that ends it and answers its bytes. PDFKit is loaded
 * on the first PDF, not at start (ADR 0053).
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ lang: 'es-CL', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const text = await unicodePdf(doc);
  return {
    doc,
    text,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
