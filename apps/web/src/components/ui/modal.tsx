import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import clsx from 'clsx';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';
const WIDTHS: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  description?: string;
  size?: ModalSize;
  showCloseButton?: boolean;
  children: ReactNode;
}

/** SPEC §2 generic modal: four sizes, Escape and overlay close it, at most 90% of the viewport tall. */
export function Modal({
  open,
  onClose,
  title,
  label,
  description,
  size = 'md',
  showCloseButton = true,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="modal-overlay"
          className="fixed inset-0 z-50 animate-fade-in bg-gray-900/50 backdrop-blur-[2px]"
        />
        <Dialog.Content
          aria-label={title ? undefined : label}
          // Radix links a Description automatically; without one, say so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col overflow-hidden rounded-2xl bg-white shadow-2xl',
            WIDTHS[size],
          )}
        >
          {title || showCloseButton ? (
            <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-6 py-4">
              {title ? (
                <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
              ) : (
                <span />
              )}
              {showCloseButton ? (
                <Dialog.Close
                  className="rounded-lg p-1.5 text-gray-500 hover:bg-gray-100"
                  aria-label="Cerrar"
                >
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              ) : null}
            </div>
          ) : null}
          {description ? (
            <Dialog.Description className="px-6 pt-4 text-sm text-gray-600">{description}</Dialog.Description>
          ) : null}
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
