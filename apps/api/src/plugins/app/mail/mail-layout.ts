export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The one look of every Vitalia e-mail: a title, paragraphs and an optional button. */
export function mailLayout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="es-CL"><body style="font-family:system-ui,sans-serif;color:#1f2937;background:#f6f8f7;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px"><h1 style="font-size:20px;color:#134e4a">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#6b7280">Vitalia · Coaching de salud y nutrición</p></div></body></html>`;
}
