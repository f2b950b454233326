import { domainJobs } from '../domain-plugin';
import { usersRepository } from '../users/users-repository';
import { professionalNotices } from './professional-notices';

/**
 * When a member deletes her account (issue 49 §8), each professional she had a consultation booked with
 * hears it as a cancellation (e-mail with the calendar's CANCEL, and her bell) in the erasure's own
 * transaction; the appointments go with the account's row, freeing their times.
 */
export default domainJobs(
  'scheduling-erasure',
  async (app) => {
    const toProfessional = professionalNotices(app, app.config.PUBLIC_URL);
    app.profileService.onErase(async (member, tx) => {
      // Read on the erasure's own connection: PGlite has only one.
      const users = usersRepository(tx);
      const ahead = await app.schedulingRepository.confirmedAheadOf(member.id, new Date(), tx);
      for (const row of ahead) {
        const professional = row.trainer.userId === null ? null : await users.findById(row.trainer.userId);
        await toProfessional.cancelled(
          tx,
          row,
          member,
          professional ?? null,
          { role: 'member' },
          'Eliminó su cuenta en Vitalia.',
        );
      }
      return async () => {};
    });
  },
  ['profile-service', 'scheduling-repository', 'mailer', 'notifier'],
);
