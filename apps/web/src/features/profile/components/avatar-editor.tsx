import { Trash2 } from 'lucide-react';
import type { User } from '@vitalia/shared/user';
import { displayNameOf } from '@vitalia/shared/user-rules';
import { Avatar } from '@/components/ui/avatar';
import { ImagePickerButton } from '@/components/ui/image-picker';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarEditor({ user }: { user: User }) {
  const toast = useToast();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const fail = (error: unknown) =>
    toast.show({
      type: 'error',
      title: 'No se pudo actualizar la foto',
      message: error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined,
    });

  const onFile = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => toast.show({ type: 'success', title: 'Foto actualizada' }),
      onError: fail,
    });

  return (
    <section
      className="card flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left"
      aria-label="Foto de perfil"
    >
      <Avatar src={user.avatar_url} name={displayNameOf(user)} person={user} size="lg" />
      <div className="flex-1">
        <p className="font-semibold text-gray-900">{displayNameOf(user)}</p>
        <p className="text-sm text-gray-500">@{user.username}</p>
        <p className="mt-1 text-xs text-gray-500">
          JPEG, PNG o WebP de hasta 5 MB. La recortamos en un cuadrado.
        </p>
      </div>
      <div className="flex gap-2">
        <ImagePickerButton
          inputLabel="Elegir foto de perfil"
          busy={upload.isPending}
          onPick={onFile}
          onInvalid={(message) => fail(new ApiError('', { status: 400, serverMessage: message }))}
        >
          Cambiar foto
        </ImagePickerButton>
        {user.avatar_url ? (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => remove.mutate(undefined, { onError: fail })}
            disabled={remove.isPending}
            aria-label="Quitar foto"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </section>
  );
}
