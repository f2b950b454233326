import type { FastifyInstance } from 'fastify';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { TRIAL_MESSAGES } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import type { Db } from '../../../db/client';
import { mailLayout } from '../mail/mail-layout';
import { domainPlugin } from '../domain-plugin';
import type { MembershipRow } from './memberships-repository';
import { settlingPayment, type OrderRow } from './orders-repository';
import { formatDate, receiptEmail } from './receipts';
import { issuesDocument } from './tax-documents-service';

/**
 * What members hear about their plan and payments: an e-mail and a bell notification for each. Sent after
 * the change is committed; the mail leaves after the response (ADR 0016).
 */
export function commerceNotices(app: FastifyInstance, publicUrl: string) {
  const member = (userId: number | null) => (userId ? app.usersRepository.findById(userId) : undefined);
  const plansUrl = `${publicUrl}/membership-plans`;

  return {
    async paid(order: OrderRow) {
      const user = await member(order.userId);
      if (!user) return;
      const [items, payments, issuer] = await Promise.all([
        app.ordersRepository.items(order.id),
        app.ordersRepository.paymentsOf([order.id]),
        app.settings.get('billing_issuer'),
      ]);
      const receiptUrl = `${publicUrl}/api/payments/receipts/${order.id}`;
      // With an SII provider her boleta's own mail follows once it has its folio (tax-documents-service).
      if (!issuesDocument(app, order))
        await app.mailer.enqueue(
          receiptEmail(
            { order, items, payment: settlingPayment(payments, order.id) ?? null, issuer },
            order.billing?.email ?? user.email,
            user.firstName,
            receiptUrl,
          ),
          'receipt',
        );
      const plan = order.planCode ? PLAN_LABELS[order.planCode] : null;
      await app.notifier.notify([user.id], {
        title:
          order.kind === 'renewal'
            ? `Renovamos tu plan ${plan ?? ''}`.trim()
            : plan
              ? `¡Ya tienes el plan ${plan}!`
              : '¡Pago aprobado!',
        message: issuesDocument(app, order)
          ? `Pagaste ${formatClp(order.totalClp)}. Tu ${order.billing?.invoice ? 'factura' : 'boleta'} llegará a tu correo en unos minutos y quedará en Mi Perfil › Mis pagos.`
          : `Pagaste ${formatClp(order.totalClp)}. Tu comprobante está en Mi Perfil › Mis pagos.`,
        actionUrl: '/profile?tab=pagos',
      });
    },

    async periodEnding(membership: MembershipRow, days: number) {
      const user = await member(membership.userId);
      if (!user) return;
      const plan = PLAN_LABELS[membership.planCode];
      const when = days <= 1 ? 'mañana' : `en ${days} días`;
      const ends = formatDate(membership.periodEnd);
      // A plan paid with Webpay has no subscription: her e-mail carries the link that pays the next period.
      const payLink = membership.provider === 'webpay' && !membership.cancelAtPeriodEnd;
      const renewPath = `/checkout-membership?plan=${membership.planCode}&interval=${membership.interval}&medio=webpay`;
      const action = payLink
        ? { label: 'Pagar la renovación', url: `${publicUrl}${renewPath}` }
        : { label: 'Ver planes', url: plansUrl };
      const paragraphs = payLink
        ? [
            `Hola ${user.firstName}:`,
            `Tu plan ${plan} termina ${when}, el ${ends}. Lo pagaste con Webpay, que cobra una sola vez, así que no se renueva solo.`,
            'Para seguir sin interrupciones, paga tu próximo periodo con el botón de abajo: empieza cuando termine el actual, así no pierdes ningún día.',
          ]
        : [
            `Hola ${user.firstName}:`,
            `Tu plan ${plan} termina ${when}, el ${ends}, y no se renovará.`,
            'Si quieres seguir con tus cursos, videos y consultas, puedes renovarlo desde la página de planes.',
          ];
      await app.mailer.enqueue(
        {
          to: user.email,
          subject: `Tu plan ${plan} termina ${when}`,
          text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
          html: mailLayout(`Tu plan ${plan} termina ${when}`, paragraphs, action),
        },
        'membership-reminder',
      );
      await app.notifier.notify([user.id], {
        title: `Tu plan ${plan} termina ${when}`,
        message: payLink
          ? `Termina el ${ends}. Paga tu próximo periodo con Webpay para seguir sin interrupciones.`
          : `Termina el ${ends} y no se renovará.`,
        actionUrl: payLink ? renewPath : '/membership-plans',
      });
    },

    /**
     * Three days before her free trial ends (ADR 0094): with a card kept and renewal on, what will be charged
     * and when; otherwise how to keep the plan (Webpay's link) and that she goes back to Free.
     */
    async trialEnding(membership: MembershipRow, amount: number) {
      const user = await member(membership.userId);
      if (!user) return;
      const plan = PLAN_LABELS[membership.planCode];
      const ends = formatDate(membership.periodEnd);
      const charges = membership.subscriptionId !== null && !membership.cancelAtPeriodEnd;
      const payPath = `/checkout-membership?plan=${membership.planCode}&interval=${membership.interval}&medio=webpay`;
      const message = charges
        ? TRIAL_MESSAGES.endingWithCard(plan, ends, formatClp(amount))
        : TRIAL_MESSAGES.endingWithoutCard(plan, ends);
      const action = charges
        ? { label: 'Ver mi plan', url: `${publicUrl}/profile` }
        : { label: 'Pagar mi plan', url: `${publicUrl}${payPath}` };
      const subject = TRIAL_MESSAGES.endingTitle(plan);
      const paragraphs = [`Hola ${user.firstName}:`, message];
      await app.mailer.enqueue(
        {
          to: user.email,
          subject,
          text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
          html: mailLayout(subject, paragraphs, action),
        },
        'trial-ending',
      );
      await app.notifier.notify([user.id], {
        title: subject,
        message,
        actionUrl: charges ? '/profile' : payPath,
      });
    },

    /**
     * The confirmation of her cancellation at the period end, with the way back ("Reactivar plan"), in two
     * steps: prepared before the caller's transaction (it reads her name; on PGlite's single connection a
     * read outside an open transaction would wait for it forever), its mail enqueued inside it with `tx`
     * (so it exists exactly when the cancellation does), and its bell rung after the commit.
     */
    async cancellationScheduled(membership: MembershipRow) {
      const user = await member(membership.userId);
      if (!user) return null;
      const plan = PLAN_LABELS[membership.planCode];
      const until = formatDate(membership.periodEnd);
      const subject = `Cancelaste la renovación de tu plan ${plan}`;
      const paragraphs = [
        `Hola ${user.firstName}:`,
        `Recibimos tu cancelación. Tu plan ${plan} sigue activo hasta el ${until}, con todos sus beneficios, y no volveremos a cobrarte.`,
        'Si cambias de opinión antes de esa fecha, puedes reactivarlo desde la página de planes.',
      ];
      return {
        enqueueMail: (tx: Db) =>
          app.mailer.enqueue(
            {
              to: user.email,
              subject,
              text: `${paragraphs.join('\n\n')}\n\nReactivar mi plan: ${plansUrl}\n`,
              html: mailLayout(subject, paragraphs, { label: 'Reactivar mi plan', url: plansUrl }),
            },
            'membership-cancelled',
            { tx },
          ),
        ringBell: () =>
          app.notifier.notify([user.id], {
            title: subject,
            message: `Sigue activo hasta el ${until}. Puedes reactivarlo antes de esa fecha.`,
            actionUrl: '/membership-plans',
          }),
      };
    },

    async renewalFailed(membership: MembershipRow) {
      const user = await member(membership.userId);
      if (!user) return;
      const plan = PLAN_LABELS[membership.planCode];
      const paragraphs = [
        `Hola ${user.firstName}:`,
        `No pudimos cobrar la renovación de tu plan ${plan}. Tu tarjeta fue rechazada después de varios intentos.`,
        'Puedes volver a contratarlo con otra tarjeta desde la página de planes.',
      ];
      await app.mailer.enqueue(
        {
          to: user.email,
          subject: `No pudimos renovar tu plan ${plan}`,
          text: `${paragraphs.join('\n\n')}\n\nVer planes: ${plansUrl}\n`,
          html: mailLayout(`No pudimos renovar tu plan ${plan}`, paragraphs, {
            label: 'Ver planes',
            url: plansUrl,
          }),
        },
        'renewal-failed',
      );
      await app.notifier.notify([user.id], {
        title: `No pudimos renovar tu plan ${plan}`,
        message: 'Tu tarjeta fue rechazada. Vuelve a contratarlo con otra tarjeta.',
        actionUrl: '/membership-plans',
      });
    },
  };
}

export type CommerceNotices = ReturnType<typeof commerceNotices>;

declare module 'fastify' {
  interface FastifyInstance {
    commerceNotices: CommerceNotices;
  }
}

export default domainPlugin('commerceNotices', (app) => commerceNotices(app, app.config.PUBLIC_URL), [
  'orders-repository',
  'notifier',
  'mailer',
  'users-repository',
  'settings',
]);
