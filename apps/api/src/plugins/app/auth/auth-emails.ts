import type { MailMessage } from '../mail/mailer';
import { mailLayout as layout } from '../mail/mail-layout';

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

/** An account an admin created: the member chooses her own password (none is ever sent). */
export function invitationEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `¡Hola ${firstName}, te damos la bienvenida a Vitalia!`,
    'El equipo creó una cuenta para ti. Para entrar, elige tu contraseña con el botón de abajo.',
    'El enlace funciona una sola vez y vence en 3 días. Si vence, usa "¿Olvidaste tu contraseña?" al iniciar sesión.',
  ];
  return {
    to,
    subject: 'Tu cuenta en Vitalia está lista',
    text: `${paragraphs.join('\n\n')}\n\nElegir contraseña: ${link}\n`,
    html: layout('Tu cuenta en Vitalia está lista', paragraphs, { label: 'Elegir mi contraseña', url: link }),
  };
}
