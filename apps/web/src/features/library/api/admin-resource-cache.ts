import type { AdminResource, AdminResourceResponse } from '@vitalia/shared/library';
import { useContentEditMutation } from '@/lib/content-editing';
import { libraryQueryKey } from './library-cache';
import { useResourceEditingScope } from './editing-scope';

export const adminResourcesQueryKey = ['admin', 'resources'] as const;

/** A new PDF's pages and cover come from a background job: look again until they are there. */
export const waitingForJob = (resource: AdminResource | undefined) =>
  Boolean(resource?.has_file && resource.pages === null);

/** Every change answers with the e-book as it now is; the admin list and the members' library both follow. */
export const useResourceMutation = <Input>(
  request: (apiBase: string, input: Input) => Promise<AdminResourceResponse>,
) =>
  useContentEditMutation({
    apiBase: useResourceEditingScope().apiBase,
    request,
    refresh: [{ queryKey: adminResourcesQueryKey }, { queryKey: libraryQueryKey }],
  });
