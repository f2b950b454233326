import { defineDomain } from '../domain-plugin';
import cataloguePages from './catalogue-pages';

/** What every content kind shares: the catalogue's cached pages and the editing kit. */
export default defineDomain({
  name: 'catalogue',
  services: [cataloguePages],
});
