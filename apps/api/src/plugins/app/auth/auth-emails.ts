import type { MailMessage } from '../mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="es-CL"><body style="font-family:system-ui,sans-serif;color:#1f2937;background:#f6f8f7;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px"><h1 style="font-size:20px;color:#134e4a">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#6b7280">Vitalia · Coaching de salud y nutrición</p></div></body></html>`;
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Hola ${firstName}:`,
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta Vitalia.',
    'El enlace funciona una sola vez y vence en 1 hora. Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
  ];
  return {
    to,
    subject: 'Restablece tu contraseña de Vitalia',
    text: `${paragraphs.join('\n\n')}\n\nRestablecer contraseña: ${link}\n`,
    html: layout('Restablece tu contraseña', paragraphs, { label: 'Restablecer contraseña', url: link }),
  };
}

export function welcomeEmail(to: string, firstName: string, homeUrl: string): MailMessage {
  const paragraphs = [
    `¡Hola ${firstName}, te damos la bienvenida a Vitalia!`,
    'Ya puedes ver los videos gratuitos, leer nuestras guías y agendar tu primera consulta con el equipo.',
    'Cuando quieras dar el siguiente paso, revisa los planes Premium y Prime.',
  ];
  return {
    to,
    subject: '¡Te damos la bienvenida a Vitalia!',
    text: `${paragraphs.join('\n\n')}\n\nEntrar: ${homeUrl}\n`,
    html: layout('¡Te damos la bienvenida a Vitalia!', paragraphs, {
      label: 'Entrar a Vitalia',
      url: homeUrl,
    }),
  };
}
