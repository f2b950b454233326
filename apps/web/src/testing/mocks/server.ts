import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for component tests (started in testing/setup.ts). */
export const server = setupServer(...handlers);
