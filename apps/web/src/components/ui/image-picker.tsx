import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@vitalia/shared/constants/limits';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A button that opens the file chooser for one photo. Quick checks of type and size give a clear message
 * at once (`onInvalid`); the server checks the bytes again and re-encodes them.
 */
export function ImagePickerButton({
  inputLabel,
  children,
  busy,
  onPick,
  onInvalid,
}: {
  /** The hidden file input's accessible name: "Elegir foto de perfil". */
  inputLabel: string;
  children: string;
  busy: boolean;
  onPick: (file: File) => void;
  onInvalid: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const check = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return onInvalid('La imagen debe ser JPEG, PNG o WebP.');
    if (file.size > AVATAR_MAX_BYTES) return onInvalid('La imagen supera los 5 MB.');
    onPick(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          check(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <button type="button" className="btn-secondary" onClick={() => input.current?.click()} disabled={busy}>
        <Camera aria-hidden className="size-4" />
        {busy ? 'Subiendo...' : children}
      </button>
    </>
  );
}
