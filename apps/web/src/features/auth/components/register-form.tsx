import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormPhoneField } from '@/components/ui/phone-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { isValidPhoneNumber } from 'react-phone-number-input';
import '@vitalia/shared/zod-setup';
import { RegisterFormSchema, type RegisterForm as RegisterFormValues } from '@vitalia/shared/auth';
import { normalizeUsernameInput, stripMailto } from '@vitalia/shared/auth-rules';
import { LOGIN_ERRORS, REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import { paths } from '@/config/paths';
import { returnPathFrom } from '@/utils/return-path';
import { ApiError } from '@/lib/api-client';
import { getUsernameCheck } from '../api/check-username';
import { FormAlert, PasswordField, PersonNameFields, TextField } from '@/components/ui/form-field';
import { useRegister } from '../api/register';
import { PasswordStrength } from '@/components/ui/password-strength';
import { TermsConsent } from '@/components/ui/terms-consent';

const EMPTY: RegisterFormValues = {
  username: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  acceptTerms: false,
};

/** Server field names → form field names, for errors such as a taken e-mail (409). */
const SERVER_FIELDS: Record<string, keyof RegisterFormValues> = {
  email: 'email',
  username: 'username',
  password: 'password',
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
};

type UsernameStatus =
  | { state: 'idle' | 'checking' }
  | { state: 'done'; available: boolean; message: string }
  | { state: 'error' };

/** Registration (SPEC §5): every rule and message, the strength meter, phone input defaulting to Chile. */
export default function RegisterForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>({ state: 'idle' });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const password = watch('password');
  // "Corrige los errores" goes away once the last field is fixed, not only at the next submit (issue 22).
  const shownError =
    formError === REGISTER_ERRORS.fixErrors && Object.keys(errors).length === 0 ? null : formError;

  const checkUsername = async (raw: string) => {
    const username = normalizeUsernameInput(raw);
    if (!username) return setUsernameStatus({ state: 'idle' });
    setUsernameStatus({ state: 'checking' });
    try {
      const result = await getUsernameCheck(username);
      setUsernameStatus({ state: 'done', available: result.available, message: result.message });
    } catch {
      setUsernameStatus({ state: 'error' });
    }
  };

  const onValid = (values: RegisterFormValues) => {
    if (!isValidPhoneNumber(values.phone)) {
      setError('phone', { message: REGISTER_ERRORS.phoneInvalid });
      setFormError(REGISTER_ERRORS.fixErrors);
      return;
    }
    setFormError(null);
    registerMutation.mutate(
      {
        username: values.username ? normalizeUsernameInput(values.username) : undefined,
        email: stripMailto(values.email),
        password: values.password,
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: values.phone,
      },
      {
        onSuccess: (response) => {
          if (!response.success || !response.user) {
            setFormError(LOGIN_ERRORS.registrationFailed);
            return;
          }
          void navigate(returnPathFrom(search) ?? paths.home, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
              const target = SERVER_FIELDS[field];
              if (target) setError(target, { message });
            }
          }
          setFormError(
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : LOGIN_ERRORS.registerDefault,
          );
        },
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, () => setFormError(REGISTER_ERRORS.fixErrors))}
      noValidate
      className="space-y-4"
      aria-label="Crear cuenta"
    >
      {shownError ? <FormAlert>{shownError}</FormAlert> : null}
      <PersonNameFields
        first={{ error: errors.firstName?.message, ...register('firstName') }}
        last={{ error: errors.lastName?.message, ...register('lastName') }}
      />
      <TextField
        label="Nombre de usuario (opcional)"
        autoComplete="username"
        maxLength={12}
        error={errors.username?.message}
        hint={
          usernameStatus.state === 'checking' ? (
            'Verificando disponibilidad...'
          ) : usernameStatus.state === 'error' ? (
            <span className="text-amber-700">{LOGIN_ERRORS.usernameCheck}</span>
          ) : usernameStatus.state === 'done' ? (
            <span className={usernameStatus.available ? 'text-emerald-700' : 'text-red-700'}>
              {usernameStatus.message}
            </span>
          ) : (
            'Minúsculas, números, punto y guion bajo. Si lo dejas vacío, creamos uno por ti.'
          )
        }
        {...register('username', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            setValue('username', normalizeUsernameInput(event.target.value)),
          onBlur: (event: React.FocusEvent<HTMLInputElement>) => void checkUsername(event.target.value),
        })}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Confirma tu email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.confirmEmail?.message}
        {...register('confirmEmail')}
      />
      <FormPhoneField control={control} name="phone" />
      <PasswordField
        label="Contraseña"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordStrength password={password} />}
        {...register('password')}
      />
      <PasswordField
        label="Confirma tu contraseña"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TermsConsent error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <button type="submit" className="btn-primary w-full py-3" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creando...' : 'Crear cuenta'}
      </button>
    </form>
  );
}
