import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';

/**
 * The toasts of a file's upload or removal (a cover, a photo, captions): the server's own message when it
 * worked, `errorTitle` with the reason when it did not. `fail` says a reason found before sending (a file
 * that is not an image); `onSaved` gets the answer (the row it changed).
 */
export function useMutationToasts<Response extends { message: string }>(
  errorTitle: string,
  onSaved?: (response: Response) => void,
) {
  const toast = useToast();
  const fail = (message: string) => toast.show({ type: 'error', title: errorTitle, message });
  return {
    fail,
    onSuccess: (response: Response) => {
      onSaved?.(response);
      toast.show({ type: 'success', title: response.message });
    },
    onError: (error: Error) => fail(generalMessage(error)),
  };
}
