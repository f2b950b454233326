import { useQuery } from '@tanstack/react-query';
import type { ContactsResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** The professionals caring for her now: whom she can write to. */
export const useContacts = () =>
  useQuery({
    queryKey: [...conversationsQueryKey, 'contacts'],
    queryFn: () => api.get<ContactsResponse>('/conversations/contacts'),
  });
