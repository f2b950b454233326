import { CART_TOAST_MS } from '@vitalia/shared/constants/commerce';
import { CART_MESSAGES } from '@vitalia/shared/messages/commerce';
import { useToast } from '@/components/ui/toast';
import { ApiError, generalMessage } from '@/lib/api-client';

/** SPEC §8 "Cart": the toasts of each cart action, successes for 3000 ms, failures with the reason. */
export function useCartToasts() {
  const toast = useToast();
  const failed = (title: string) => (error: Error) =>
    toast.show({
      type: 'error',
      title,
      message:
        error instanceof ApiError && error.status === 401
          ? CART_MESSAGES.unauthenticated
          : generalMessage(error),
    });
  return {
    added: () => toast.show({ type: 'success', title: CART_MESSAGES.added, duration: CART_TOAST_MS }),
    removed: () =>
      toast.show({
        type: 'success',
        title: CART_MESSAGES.removedTitle,
        message: CART_MESSAGES.removedMessage,
        duration: CART_TOAST_MS,
      }),
    cleared: () =>
      toast.show({
        type: 'success',
        title: CART_MESSAGES.clearedTitle,
        message: CART_MESSAGES.clearedMessage,
        duration: CART_TOAST_MS,
      }),
    addFailed: failed(CART_MESSAGES.addFailed),
    removeFailed: failed(CART_MESSAGES.removeFailed),
    clearFailed: failed(CART_MESSAGES.clearFailed),
  };
}
