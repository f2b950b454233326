import crypto from 'node:crypto';

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
 * and the address where anyone can check it. Drawn with pdf-lib's standard fonts (WinAnsi covers Spanish).
 */
export async function renderCertificate(facts: CertificateFacts): Promise<Uint8Array> {
  // Loaded on the first certificate, not at start (pdf-lib is ~170 modules of a restart).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado: ${facts.courseTitle}`);
  pdf.setAuthor('Vitalia');
  pdf.setLanguage('es-CL');
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.06, 0.46, 0.43);
  const ink = rgb(0.12, 0.16, 0.22);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: brand, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: 774, height: 527, borderColor: brand, borderWidth: 0.75 });
  const centered = (text: string, y: number, size: number, font = regular, color = ink) => {
    // Long names and titles shrink to fit inside the border.
    let fitted = size;
    while (font.widthOfTextAtSize(text, fitted) > 700 && fitted > 10) fitted -= 1;
    page.drawText(text, {
      x: (842 - font.widthOfTextAtSize(text, fitted)) / 2,
      y,
      size: fitted,
      font,
      color,
    });
  };
  centered('VITALIA', 500, 18, bold, brand);
  centered('Certificado de finalización', 440, 34, bold);
  centered('Se certifica que', 390, 14);
  centered(facts.memberName, 345, 30, bold, brand);
  centered('completó el curso', 305, 14);
  centered(`«${facts.courseTitle}»`, 265, 22, bold);
  if (facts.trainerName) centered(`impartido por ${facts.trainerName}`, 232, 13);
  centered(`Santiago de Chile, ${longDate(facts.issuedAt)}`, 180, 12);
  centered(`Código de verificación: ${facts.code}`, 90, 11, bold);
  centered(`Verifícalo en ${facts.verifyUrl}`, 70, 10);
  return pdf.save();
}
