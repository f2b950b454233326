/**
 * A small real PDF for tests that upload and read e-books (the browser journeys cannot import the API's
 * demo books): `pages` pages, each with a heading and a line of Spanish text.
 */
export async function samplePdf(title: string, pages: number): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage('es-CL');
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = doc.addPage([420, 595]);
    page.drawText(title, { x: 40, y: 530, size: 18, font: bold, color: rgb(0.06, 0.46, 0.43) });
    page.drawText(`Página ${number}: colaciones con fruta, frutos secos y yogur natural.`, {
      x: 40,
      y: 490,
      size: 10,
      font: regular,
    });
  }
  return Buffer.from(await doc.save());
}
