import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import '@vitalia/shared/zod-setup';
import { BillingSchema, type Billing, type BillingInput } from '@vitalia/shared/commerce';
import { formatRutTyping } from '@vitalia/shared/commerce-rules';
import { TextField } from '@/components/ui/form-field';

/**
 * Chilean billing data for the boleta: RUT with its check digit, name, e-mail and address. The same zod
 * schema checks it here and on the server; each field says what is wrong with it.
 */
export function BillingForm({
  defaults,
  busy,
  submitLabel,
  serverErrors,
  onSubmit,
  beforeSubmit,
}: {
  defaults: Partial<BillingInput>;
  busy: boolean;
  submitLabel: string;
  serverErrors?: Record<string, string>;
  onSubmit: (billing: Billing) => void;
  /** Shown above the button, inside the form (the payment method). */
  beforeSubmit?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<BillingInput, unknown, Billing>({
    resolver: zodResolver(BillingSchema),
    defaultValues: defaults,
  });
  const errorOf = (field: keyof BillingInput) => errors[field]?.message ?? serverErrors?.[`billing.${field}`];

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-4"
      aria-label="Datos de facturación"
    >
      <TextField
        label="RUT"
        placeholder="12.345.678-5"
        autoComplete="off"
        inputMode="text"
        error={errorOf('rut')}
        {...register('rut', {
          // "111111111" reads "11.111.111-1" as it is typed (issue 22); the schema checks the digit.
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            setValue('rut', formatRutTyping(event.target.value)),
        })}
      />
      <TextField label="Nombre completo" autoComplete="name" error={errorOf('name')} {...register('name')} />
      <TextField
        label="Correo para el comprobante"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        error={errorOf('address')}
        {...register('address')}
      />
      <TextField
        label="Comuna o ciudad"
        autoComplete="address-level2"
        error={errorOf('city')}
        {...register('city')}
      />
      {beforeSubmit}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? 'Procesando...' : submitLabel}
      </button>
      <p className="text-center text-xs text-gray-500">
        Serás redirigida/o al pago seguro. No guardamos los datos de tu tarjeta.
      </p>
    </form>
  );
}
