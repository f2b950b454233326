import crypto from 'node:crypto';
import { unicodePdf, type PdfWeight } from '../../../lib/pdf-text';

/** No 0/O or 1/I: a code read aloud or typed from paper is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `K7QX-2M9P-TR4W`: 60 random bits, the public address of a certificate. */
export function certificateCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export interface CertificateFacts {
  code: string;
  memberName: string;
  courseTitle: string;
  trainerName: string | null;
  issuedAt: Date;
  verifyUrl: string;
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' }).format(date);

/**
 * The certificate as a one-page A4 landscape PDF in Spanish: her name, the course, the trainer, the date
 * and the address where anyone can check it. Any script or emoji in a name or title is drawn (ADR 0060).
 */
export async function renderCertificate(facts: CertificateFacts): Promise<Uint8Array> {
  // Loaded on the first certificate, not at start (ADR 0053).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [842, 595],
    margin: 0,
    lang: 'es-CL',
    info: { Title: `Certificado: ${facts.courseTitle}`, Author: 'Vitalia' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const text = await unicodePdf(doc);
  const brand = '#0f766e';
  const ink = '#1f2937';
  doc.lineWidth(3).rect(24, 24, 794, 547).stroke(brand);
  doc.lineWidth(0.75).rect(34, 34, 774, 527).stroke(brand);
  const centered = (line: string, top: number, size: number, weight: PdfWeight = 'regular', color = ink) => {
    // Long names and titles shrink to fit inside the border.
    let fitted = size;
    while (text.widthOf(line, fitted, weight) > 700 && fitted > 10) fitted -= 1;
    doc.fillColor(color);
    text.line(line, (842 - text.widthOf(line, fitted, weight)) / 2, top, fitted, weight);
  };
  centered('VITALIA', 78, 18, 'bold', brand);
  centered('Certificado de finalización', 124, 34, 'bold');
  centered('Se certifica que', 190, 14);
  centered(facts.memberName, 228, 30, 'bold', brand);
  centered('completó el curso', 278, 14);
  centered(`«${facts.courseTitle}»`, 310, 22, 'bold');
  if (facts.trainerName) centered(`impartido por ${facts.trainerName}`, 350, 13);
  centered(`Santiago de Chile, ${longDate(facts.issuedAt)}`, 400, 12);
  centered(`Código de verificación: ${facts.code}`, 490, 11, 'bold');
  centered(`Verifícalo en ${facts.verifyUrl}`, 512, 10);
  doc.end();
  return done;
}
