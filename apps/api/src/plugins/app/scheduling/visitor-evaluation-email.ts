import { formatLongDateTime } from '@vitalia/shared/dates';
import { EVALUATION_LINK_HOURS } from '@vitalia/shared/storefront';
import { mailLayout } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

/**
 * The one mail a visitor's request sends (ADR 0092), the same whether or not the address has an account:
 * the time she chose and the button that books it. Nothing is booked until she presses it.
 */
export function evaluationConfirmationEmail(request: {
  to: string;
  firstName: string;
  startsAt: Date;
  timeZone: string;
  professional: string;
  consultation: string;
  link: string;
}): MailMessage {
  const when = formatLongDateTime(request.startsAt, request.timeZone);
  const paragraphs = [
    `Hola ${request.firstName}:`,
    `Pediste tu ${request.consultation.toLowerCase()} gratuita con ${request.professional} el ${when}.`,
    `Para reservarla, confírmala con el botón de abajo. El enlace vence en ${EVALUATION_LINK_HOURS} horas; si alguien toma esa hora antes, podrás elegir otra.`,
    'Si no fuiste tú, ignora este correo: no reservaremos nada ni crearemos una cuenta.',
  ];
  const action = { label: 'Confirmar mi evaluación', url: request.link };
  return {
    to: request.to,
    subject: 'Confirma tu evaluación inicial en Vitalia',
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: mailLayout('Confirma tu evaluación inicial', paragraphs, action),
  };
}
