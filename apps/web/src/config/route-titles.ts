import { matchPath } from 'react-router';
import { ROUTES } from './routes';

/** Each screen's browser-tab title, from the route table (config/routes.ts): the first match wins. */
const TITLES = ROUTES.map((route) => [route.path, route.title] as const);

export const APP_NAME = 'Vitalia';

/** "Gestión de Usuarios · Vitalia"; an unknown path gets the app's name alone. */
export function titleFor(pathname: string): string {
  const match = TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return match ? `${match[1]} · ${APP_NAME}` : `${APP_NAME} · Coaching de salud y nutrición`;
}
