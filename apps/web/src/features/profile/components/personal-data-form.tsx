import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormPhoneField } from '@/components/ui/phone-field';
import { zodResolver } from '@hookform/resolvers/zod';
import '@vitalia/shared/zod-setup';
import { ProfileUpdateSchema, type ProfileUpdate } from '@vitalia/shared/profile';
import { normalizeUsernameInput } from '@vitalia/shared/auth-rules';
import type { User } from '@vitalia/shared/user';
import { PersonNameFields, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { ApiError, generalMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { useSupportEmail } from '@/lib/public-settings';

export function PersonalDataForm({ user }: { user: User }) {
  const toast = useToast();
  const supportEmail = useSupportEmail();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      username: user.username,
    },
  });

  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: (response) => {
        reset({
          first_name: response.user.first_name,
          last_name: response.user.last_name,
          phone: response.user.phone ?? '',
          username: response.user.username,
        });
        setSaved(true);
        toast.show({ type: 'success', title: 'Datos guardados' });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
            if (field in values) setError(field as keyof ProfileUpdate, { message });
          }
        }
        toast.show({
          type: 'error',
          title: 'No se pudieron guardar tus datos',
          message: error instanceof ApiError ? generalMessage(error) : undefined,
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4" aria-label="Datos personales">
      <h2 className="text-lg font-semibold text-gray-900">Datos personales</h2>
      <PersonNameFields
        first={{ error: errors.first_name?.message, ...register('first_name') }}
        last={{ error: errors.last_name?.message, ...register('last_name') }}
      />
      <TextField
        label="Nombre de usuario"
        maxLength={12}
        error={errors.username?.message}
        {...register('username', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            setValue('username', normalizeUsernameInput(event.target.value)),
        })}
      />
      <TextField
        label="Correo electrónico"
        value={user.email}
        readOnly
        disabled
        hint={`Para cambiar tu correo escríbenos a ${supportEmail}.`}
      />
      <FormPhoneField control={control} name="phone" />
      <div className="flex items-center gap-3">
        <button type="submit" className="btn-primary" disabled={update.isPending || !isDirty}>
          {update.isPending ? 'Guardando...' : 'Guardar cambios'}
        </button>
        {saved && !isDirty ? <span className="text-sm text-emerald-700">Guardado</span> : null}
      </div>
    </form>
  );
}
