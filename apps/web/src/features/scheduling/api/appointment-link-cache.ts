import { schedulingQueryKey } from './keys';

export const linkKey = (token: string) => [...schedulingQueryKey, 'link', token] as const;

export const linkPath = (token: string) => `/appointment-links/${encodeURIComponent(token)}`;
