import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Audience, RecipientCount } from '@vitalia/shared/admin';
import { api } from '@/lib/api-client';

/** The audience as the query string says it. */
export function audienceQuery(audience: Audience) {
  if (audience.kind === 'plan') return { kind: 'plan', plan: audience.plan };
  if (audience.kind === 'user') return { kind: 'user', user_id: audience.user_id };
  return { kind: 'all' };
}

/** GET /admin/notifications/recipients: how many a send would reach (the confirmation shows it). */
export const getRecipientCountQueryOptions = (audience: Audience, enabled: boolean) =>
  queryOptions({
    queryKey: ['admin', 'recipients', audience],
    queryFn: () =>
      api.get<RecipientCount>('/admin/notifications/recipients', { query: audienceQuery(audience) }),
    enabled,
  });

export const useRecipientCount = (audience: Audience, enabled: boolean) =>
  useQuery(getRecipientCountQueryOptions(audience, enabled));
