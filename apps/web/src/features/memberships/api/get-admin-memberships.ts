import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMembershipsQuery, AdminMembershipsResponse } from '@vitalia/shared/commerce-admin';
import { api } from '@/lib/api-client';

export const adminMembershipsQueryKey = ['admin', 'memberships'] as const;

export const getAdminMemberships = (query: AdminMembershipsQuery) =>
  api.get<AdminMembershipsResponse>('/admin/memberships', { query: { ...query } });

export const getAdminMembershipsQueryOptions = (query: AdminMembershipsQuery) =>
  queryOptions({
    queryKey: [...adminMembershipsQueryKey, query],
    queryFn: () => getAdminMemberships(query),
    placeholderData: keepPreviousData,
  });

export const useAdminMemberships = (query: AdminMembershipsQuery) =>
  useQuery(getAdminMembershipsQueryOptions(query));
