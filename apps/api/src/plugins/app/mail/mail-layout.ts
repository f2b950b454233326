export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A button of an e-mail: its words, never the address it opens (issue 49 §1: raw links read as phishing). */
export interface MailAction {
  label: string;
  url: string;
  /** Drawn as an outline beside the main action ("Cancelar" beside "Reprogramar"). */
  secondary?: boolean;
}

const BUTTON =
  'display:inline-block;margin:0 8px 8px 0;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:600;line-height:20px';
const PRIMARY = `${BUTTON};background:#0f766e;color:#ffffff;border:1px solid #0f766e`;
const SECONDARY = `${BUTTON};background:#ffffff;color:#115e59;border:1px solid #99d5cc`;

const buttonOf = (action: MailAction) =>
  `<a href="${escapeHtml(action.url)}" style="${action.secondary ? SECONDARY : PRIMARY}">${escapeHtml(action.label)}</a>`;

/**
 * The one look of every Vitalia e-mail: a title, paragraphs and its buttons, wrapping on a phone (each a
 * 44 px target; nothing wider than the screen, checked at 390 px in the browser tests).
 */
export function mailLayout(title: string, paragraphs: string[], actions?: MailAction | MailAction[]): string {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px;overflow-wrap:anywhere">${escapeHtml(text)}</p>`)
    .join('');
  const list = actions === undefined ? [] : Array.isArray(actions) ? actions : [actions];
  const buttons = list.length > 0 ? `<p style="margin:24px 0 16px">${list.map(buttonOf).join('')}</p>` : '';
  return `<!doctype html><html lang="es-CL"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#f6f8f7;padding:16px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:24px"><h1 style="font-size:20px;color:#134e4a;overflow-wrap:anywhere">${escapeHtml(title)}</h1>${body}${buttons}<p style="font-size:12px;color:#6b7280">Vitalia · Coaching de salud y nutrición</p></div></body></html>`;
}

/** The same buttons for the plain-text part, one per line: "Reprogramar: https://…". */
export const actionLines = (actions: MailAction[]) =>
  actions.map((action) => `${action.label}: ${action.url}`).join('\n');
