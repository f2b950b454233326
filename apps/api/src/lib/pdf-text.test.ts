import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SETTING_DEFAULTS } from '@vitalia/shared/settings';
import { describe, expect, it } from 'vitest';
import { renderCertificate } from '../plugins/app/courses/certificate-pdf';
import { receiptPdf } from '../plugins/app/commerce/receipts';

const run = promisify(execFile);

/** Names from anywhere: Polish, Vietnamese, emoji (with a joiner), Arabic and Hebrew (right to left). */
const NAMES = ['Łucja Nguyễn', 'Trần Thị Thu Hà', 'Zoë 🥑 Müller 👩‍⚕️', 'مريم الحسيني', 'שרה כהן'];

/** The text poppler reads back from a PDF: what a screen reader or a search finds in it. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

describe('PDFs in any script (issue 42 §12, ADR 0060)', () => {
  it('a certificate draws every name and course title, and its text reads back', async () => {
    for (const name of NAMES) {
      const bytes = await renderCertificate({
        code: 'K7QX-2M9P-TR4W',
        memberName: name,
        courseTitle: `Curso de ${name}`,
        trainerName: 'Agnieszka Żółć',
        issuedAt: new Date('2026-11-27T15:00:00Z'),
        verifyUrl: 'https://vitalia.cl/certificados/K7QX-2M9P-TR4W',
      });
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const text = await textOf(bytes);
      expect(text).toContain('Certificado de finalización');
      expect(text).toContain('Agnieszka Żółć');
      // Left-to-right names read back as typed; right-to-left ones at least letter for letter.
      for (const word of name.split(' ').filter((part) => /^[\p{Script=Latin}]+$/u.test(part)))
        expect(text, name).toContain(word);
    }
  });

  it('a receipt prints a buyer and items in any script', async () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const bytes = await receiptPdf({
      order: {
        id: 7,
        paidAt: now,
        createdAt: now,
        provider: 'sandbox',
        status: 'paid',
        subtotalClp: 8395,
        ivaClp: 1595,
        totalClp: 9990,
        billing: {
          name: 'Łucja Nguyễn',
          rut: '11.111.111-1',
          email: 'lucja@example.cl',
          address: 'Phố Huế 12',
          city: 'Ñuñoa',
        },
      } as Parameters<typeof receiptPdf>[0]['order'],
      items: [{ description: 'Curso: Cocina 🥑 sin miedo', quantity: 1, unitPriceClp: 9990 }] as Parameters<
        typeof receiptPdf
      >[0]['items'],
      payment: null,
      issuer: SETTING_DEFAULTS.billing_issuer,
    });
    const text = await textOf(bytes);
    // The issuer heads it (issue 48 §2), and nothing charges "Despacho" on what is not shipped.
    expect(text).toContain('Vitalia Salud SpA');
    expect(text).toContain('76.543.210-3');
    expect(text).not.toContain('Despacho');
    for (const expected of ['Łucja', 'Nguyễn', 'Phố', 'Huế', 'Ñuñoa', 'Cocina'])
      expect(text).toContain(expected);
  });
});
