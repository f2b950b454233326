import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import '@vitalia/shared/zod-setup';
import {
  AdminCreateUserSchema,
  type AdminCreateUser,
  type AdminUser,
  type AdminUpdateUser,
} from '@vitalia/shared/admin-users';
import { ROLES, ROLE_LABELS } from '@vitalia/shared/permissions';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { paths } from '@/config/paths';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

function RoleSelect({ value, onChange }: { value: string; onChange: (role: AdminUser['role']) => void }) {
  return (
    <label className="block text-sm">
      <span className="field-label">Rol</span>
      <select
        className="field-input"
        value={value}
        // The options are exactly the roles.
        onChange={(event) => onChange(event.target.value as AdminUser['role'])}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Nueva cuenta": no password field; the member chooses hers from the e-mail. */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<AdminCreateUser>({
    resolver: zodResolver(AdminCreateUserSchema),
    defaultValues: { email: '', first_name: '', last_name: '', phone: '', role: 'member' },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(
      { ...values, phone: values.phone || null },
      {
        onSuccess: (response) => {
          toast.show({ type: 'success', title: response.message });
          onClose();
          void navigate(`${paths.admin.users}/${response.user.id}`);
        },
        onError: (error) =>
          setFormError(
            applyServerErrors(error, setError, ['email', 'first_name', 'last_name', 'phone', 'username']),
          ),
      },
    );
  });
  return (
    <Modal open onClose={onClose} title="Nueva cuenta" size="md">
      <form className="space-y-3" onSubmit={onSubmit} noValidate aria-label="Nueva cuenta">
        <p className="text-sm text-gray-600">
          Le enviaremos un correo para que elija su contraseña. Nunca enviamos contraseñas por correo.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Nombre" error={errors.first_name?.message} {...register('first_name')} />
          <TextField label="Apellido" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <TextField
          label="Correo electrónico"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Teléfono (opcional)"
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <RoleSelect value={watch('role') ?? 'member'} onChange={(role) => setValue('role', role)} />
        {formError ? (
          <p role="alert" className="field-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary w-full" disabled={create.isPending}>
          {create.isPending ? 'Creando...' : 'Crear y enviar invitación'}
        </button>
      </form>
    </Modal>
  );
}

/** The member's data, role and featured flag, edited on her page; only what changed is sent. */
export function EditUserForm({ user }: { user: AdminUser }) {
  const toast = useToast();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const initial = {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    phone: user.phone ?? '',
    role: user.role,
  };
  const { register, handleSubmit, setError, setValue, watch, formState, reset } = useForm({
    defaultValues: initial,
  });
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const changes: AdminUpdateUser = {};
    for (const key of Object.keys(initial) as (keyof typeof initial)[])
      if (values[key] !== initial[key])
        Object.assign(changes, { [key]: key === 'phone' && !values.phone ? null : values[key] });
    if (Object.keys(changes).length === 0) return setFormError('No hay cambios que guardar');
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (response) => {
          toast.show({ type: 'success', title: response.message });
          reset(values);
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, Object.keys(initial))),
      },
    );
  });
  const errors = formState.errors;
  return (
    <form className="card space-y-3" onSubmit={onSubmit} noValidate aria-label="Datos de la cuenta">
      <h2 className="text-lg font-semibold text-gray-900">Datos</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Nombre" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Apellido" error={errors.last_name?.message} {...register('last_name')} />
        <TextField
          label="Correo electrónico"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Usuario" error={errors.username?.message} {...register('username')} />
        <TextField label="Teléfono" type="tel" error={errors.phone?.message} {...register('phone')} />
        <RoleSelect
          value={watch('role')}
          onChange={(role) => setValue('role', role, { shouldDirty: true })}
        />
      </div>
      {user.role === 'trainer' ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={user.is_featured_trainer}
            onChange={(event) =>
              update.mutate(
                { id: user.id, changes: { is_featured_trainer: event.target.checked } },
                {
                  onSuccess: (response) => toast.show({ type: 'success', title: response.message }),
                  onError: (error) => setFormError(applyServerErrors(error, setError, [])),
                },
              )
            }
          />
          Profesional destacada/o en la página de inicio
        </label>
      ) : null}
      {formError ? (
        <p role="alert" className="field-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? 'Guardando...' : 'Guardar cambios'}
      </button>
    </form>
  );
}
