import { CLINICAL_RECORD_KEPT, ERASURE_CONSEQUENCES } from '@vitalia/shared/practice-rules';
import { domainJobs } from '../domain-plugin';
import { mailLayout } from '../mail/mail-layout';

const SUBJECT = 'Tu cuenta de Vitalia fue eliminada';

/**
 * The confirmation that her account is gone (issue 49 §8), queued in the erasure's transaction: sent exactly
 * when the erasure commits, to the address the account had. It says what was cancelled and what the law keeps.
 */
export default domainJobs(
  'erasure-mail',
  async (app) => {
    app.profileService.onErase(async (person, tx) => {
      const paragraphs = [
        `Hola ${person.firstName}:`,
        'Eliminamos tu cuenta de Vitalia y tus datos personales.',
        ...ERASURE_CONSEQUENCES,
        CLINICAL_RECORD_KEPT,
        'Gracias por haber sido parte de Vitalia. Si quieres volver, puedes crear una cuenta nueva cuando quieras.',
      ];
      await app.mailer.enqueue(
        {
          to: person.email,
          subject: SUBJECT,
          text: `${paragraphs.join('\n\n')}\n`,
          html: mailLayout(SUBJECT, paragraphs),
        },
        'account-erased',
        { tx },
      );
      return async () => {};
    });
  },
  ['profile-service', 'mailer'],
);
