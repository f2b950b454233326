import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isValidPhoneNumber } from 'react-phone-number-input';
import { MailCheck } from 'lucide-react';
import '@vitalia/shared/zod-setup';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import { EvaluationBookingSchema } from '@vitalia/shared/storefront';
import { FormAlert, PersonNameFields, TextField } from '@/components/ui/form-field';
import { FormPhoneField } from '@/components/ui/phone-field';
import { TermsConsent } from '@/components/ui/terms-consent';
import { ApiError, generalMessage } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { useRequestEvaluation } from '../api/request-evaluation';
import { EvaluationTimePicker, type EvaluationTime } from './evaluation-time-picker';

/** What she types; the time comes from the picker. Field names are the API's, so its errors land on them. */
const VisitorSchema = EvaluationBookingSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  accept_terms: true,
});
interface VisitorForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  accept_terms: boolean;
}
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'accept_terms'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/**
 * /reservar (issue 48 §1, ADR 0092): a visitor picks a time for the free first evaluation and says who she
 * is; we mail her a link, and the time is hers when she confirms from it.
 */
export function EvaluationBooking() {
  const [time, setTime] = useState<EvaluationTime>();
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestEvaluation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VisitorForm>({
    // The checkbox is a boolean in the form and `true` in the contract: the resolver checks the contract.
    resolver: zodResolver(VisitorSchema) as unknown as Resolver<VisitorForm>,
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', accept_terms: false },
    mode: 'onTouched',
  });

  if (request.isSuccess)
    return (
      <div className="card mx-auto max-w-xl text-center" role="status">
        <MailCheck aria-hidden className="mx-auto size-10 text-brand-700" />
        <h2 className="mt-3 text-xl font-semibold text-gray-900">Revisa tu correo</h2>
        <p className="mt-2 text-gray-700">{request.data.message}</p>
        <p className="mt-2 text-sm text-gray-600">
          ¿No llegó? Revisa la carpeta de spam. El enlace vence en 24 horas.
        </p>
      </div>
    );

  const onValid = (values: VisitorForm) => {
    if (!time) return setFormError('Elige un día y una hora para tu evaluación.');
    if (!isValidPhoneNumber(values.phone)) {
      setError('phone', { message: REGISTER_ERRORS.phoneInvalid });
      return;
    }
    setFormError(null);
    request.mutate(
      { ...values, accept_terms: true, ...time },
      {
        onError: (error) => {
          for (const [field, message] of Object.entries(
            error instanceof ApiError ? (error.fieldErrors ?? {}) : {},
          ))
            if (isField(field)) setError(field, { message });
          setFormError(generalMessage(error));
          // Her time was taken meanwhile: she chooses again.
          if (error instanceof ApiError && error.status === 409) setTime(undefined);
        },
      },
    );
  };

  return (
    // On a laptop the two steps sit side by side (the form beside the calendar, not centred under it).
    <div className="space-y-8 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8 lg:space-y-0">
      <section aria-labelledby="evaluation-when" className="space-y-4">
        <h2 id="evaluation-when" className="text-xl font-semibold text-gray-900">
          1. Elige día y hora
        </h2>
        <EvaluationTimePicker value={time} onChange={setTime} />
        {time ? (
          <p className="font-medium text-brand-800" role="status">
            Elegiste el {formatLongDateTime(time.starts_at, viewerTimeZone())}.
          </p>
        ) : null}
      </section>
      <section
        aria-labelledby="evaluation-who"
        className="card mx-auto max-w-xl space-y-4 lg:sticky lg:top-24 lg:mx-0 lg:max-w-none"
      >
        <h2 id="evaluation-who" className="text-xl font-semibold text-gray-900">
          2. Tus datos
        </h2>
        <p className="text-sm text-gray-700">
          Te enviaremos un correo para confirmar. No necesitas contraseña para reservar: la creas después.
        </p>
        <form
          onSubmit={handleSubmit(onValid)}
          noValidate
          className="space-y-4"
          aria-label="Reservar evaluación gratis"
        >
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <PersonNameFields
            first={{ error: errors.first_name?.message, ...register('first_name') }}
            last={{ error: errors.last_name?.message, ...register('last_name') }}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormPhoneField control={control} name="phone" />
          <TermsConsent error={errors.accept_terms?.message} {...register('accept_terms')} />
          <button type="submit" className="btn-primary w-full py-3" disabled={request.isPending}>
            {request.isPending ? 'Enviando…' : 'Reservar mi evaluación gratis'}
          </button>
        </form>
      </section>
    </div>
  );
}
