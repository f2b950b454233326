import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * The content kit's one cache rule for editors of videos, e-books and courses (issue 44 §3): every change
 * answers the item as it now is (`onAnswer` may place it in the cache), then the admin lists and the
 * members' catalogue it shows in are marked stale. `apiBase` is the editing scope's: an admin's or a
 * professional's own.
 */
export function useContentEditMutation<Input, Answer>({
  apiBase,
  request,
  refresh,
  onAnswer,
}: {
  apiBase: string;
  request: (apiBase: string, input: Input) => Promise<Answer>;
  refresh: InvalidateQueryFilters[];
  onAnswer?: (queryClient: QueryClient, answer: Answer) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => request(apiBase, input),
    onSuccess: (answer) => {
      onAnswer?.(queryClient, answer);
      for (const filters of refresh) void queryClient.invalidateQueries(filters);
    },
  });
}
