import type { FastifyReply } from 'fastify';

/** One CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV download as Excel in Spanish opens it: UTF-8 with a byte-order mark, CRLF, and every text cell
 * neutralised by csvCell (a cell starting with =, +, -, @ is text, not a formula).
 */
export function csvResponse(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: (string | number | null)[][],
) {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
