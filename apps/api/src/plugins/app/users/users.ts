import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usersRepository, type UsersRepository } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/** The users repository, wired so any change to a user refreshes their cached sessions everywhere. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'users',
      usersRepository(app.db, (userId) => app.sessions.userChanged(userId)),
    );
  },
  { name: 'users', dependencies: ['database', 'sessions'] },
);
