import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import type { User } from '@vitalia/shared/user';
import { DATA_EXPORT_CONTENTS } from '@vitalia/shared/profile';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { Modal } from '@/components/ui/modal';
import { FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useLogout } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { CLINICAL_RECORD_KEPT, ERASURE_CONSEQUENCES } from '@vitalia/shared/practice-rules';
import { useSetVisibility } from '../api/set-visibility';
import { useDownloadMyData } from '../api/export-data';

/** Visibility, export and deletion (with a confirm step): the member's data rights in one place. */
export function PrivacySection({ user, profileVisible }: { user: User; profileVisible: boolean }) {
  const visibility = useSetVisibility();
  const remove = useDeleteAccount();
  const download = useDownloadMyData();
  const toast = useToast();
  const logout = useLogout();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const usesPassword = user.has_password;

  const confirmDelete = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    remove.mutate(usesPassword ? { password: secret } : { confirm_email: secret }, {
      onSuccess: () => {
        // Said where she lands (issue 49 §8): the sign-in page alone read as if nothing had happened.
        toast.show({
          type: 'success',
          title: 'Tu cuenta fue eliminada',
          message: 'Te enviamos un correo con lo que pasó con tu plan, tus citas y tus comprobantes.',
          duration: 10_000,
        });
        logout.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) });
      },
      onError: (cause) =>
        setError(
          cause instanceof ApiError
            ? (cause.serverMessage ?? cause.message)
            : 'No se pudo eliminar la cuenta',
        ),
    });
  };

  return (
    <section className="card space-y-5" aria-label="Privacidad y datos">
      <h2 className="text-lg font-semibold text-gray-900">Privacidad y datos</h2>
      <label className="flex items-start justify-between gap-4">
        <span>
          <span className="block font-medium text-gray-900">Perfil visible</span>
          <span className="text-sm text-gray-600">
            Otros miembros y el equipo pueden ver tu foto y tu nombre de usuario.
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="mt-1 size-5 accent-brand-700"
          checked={profileVisible}
          disabled={visibility.isPending}
          onChange={(event) => visibility.mutate(event.target.checked)}
        />
      </label>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-5">
        <div>
          <span className="block font-medium text-gray-900">Descargar mis datos</span>
          <span className="text-sm text-gray-600">Un archivo JSON con todo lo que guardamos de ti:</span>
          <ul className="mt-1 list-disc pl-5 text-sm text-gray-600">
            {DATA_EXPORT_CONTENTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () =>
                toast.show({
                  type: 'success',
                  title: 'Listo',
                  message: 'Descargamos el archivo con tus datos.',
                }),
              onError: (failure) =>
                toast.show({
                  type: 'error',
                  title: 'No pudimos preparar tus datos',
                  message: failure.message,
                }),
            })
          }
        >
          <Download aria-hidden className="size-4" />
          {download.isPending ? 'Preparando tus datos...' : 'Descargar'}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-gray-600">
          Con tus fotos de progreso, las de tu diario y los archivos de tus mensajes: un .zip con el mismo
          archivo JSON y una carpeta por cada tipo de foto.
        </span>
        {/* A plain download: the browser streams a zip of any size to disk and shows its own progress. */}
        <a className="btn-secondary" href="/api/users/export-data.zip" download>
          <Download aria-hidden className="size-4" />
          Descargar con fotos (.zip)
        </a>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-5">
        <span>
          <span className="block font-medium text-red-700">Eliminar mi cuenta</span>
          <span className="text-sm text-gray-600">
            Borra tu cuenta y tus datos personales. No se puede deshacer.
          </span>
        </span>
        <button type="button" className="btn-danger" onClick={() => setConfirmOpen(true)}>
          Eliminar cuenta
        </button>
      </div>
      <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)} title="¿Eliminar tu cuenta?" size="sm">
        <form onSubmit={confirmDelete} className="space-y-4" aria-label="Confirmar eliminación">
          <p className="text-sm text-gray-600">
            Se borrarán tu perfil, tus notificaciones, tus sesiones y tus mensajes con tu equipo, con sus
            fotos y documentos. Para confirmar, escribe{' '}
            {usesPassword ? 'tu contraseña' : `tu correo (${user.email})`}.
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-600">
            {ERASURE_CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-gray-600">{CLINICAL_RECORD_KEPT}</p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          {usesPassword ? (
            <PasswordField
              label="Contraseña"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              autoComplete="current-password"
            />
          ) : (
            <TextField label="Tu correo" value={secret} onChange={(event) => setSecret(event.target.value)} />
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={() => setConfirmOpen(false)}>
              Cancelar
            </button>
            <button type="submit" className="btn-danger" disabled={!secret || remove.isPending}>
              {remove.isPending ? 'Eliminando...' : 'Sí, eliminar mi cuenta'}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
