import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import '@vitalia/shared/zod-setup';
import {
  BillingSchema,
  type Billing,
  type BillingInput,
  type InvoiceRecipient,
} from '@vitalia/shared/commerce';
import { formatRutTyping } from '@vitalia/shared/commerce-rules';
import { TextField } from '@/components/ui/form-field';

/**
 * Chilean billing data for the boleta: RUT with its check digit, name, e-mail and address, and the company
 * of a factura when she asks for one. The same zod schema checks it here and on the server; each field
 * says what is wrong with it.
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
    unregister,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<BillingInput, unknown, Billing>({
    resolver: zodResolver(BillingSchema),
    defaultValues: defaults,
  });
  const [wantsInvoice, setWantsInvoice] = useState(Boolean(defaults.invoice));
  const errorOf = (field: Exclude<keyof BillingInput, 'invoice'>) =>
    errors[field]?.message ?? serverErrors?.[`billing.${field}`];
  const invoiceErrorOf = (field: keyof InvoiceRecipient) =>
    errors.invoice?.[field]?.message ?? serverErrors?.[`billing.invoice.${field}`];

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
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          className="h-5 w-5 rounded border-gray-300"
          checked={wantsInvoice}
          onChange={(event) => {
            setWantsInvoice(event.target.checked);
            // Unchecked, nothing of the company is sent or checked.
            if (!event.target.checked) unregister('invoice');
          }}
        />
        ¿Necesitas factura?
      </label>
      {wantsInvoice ? (
        <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">Datos de la empresa</legend>
          <TextField
            label="Razón social"
            autoComplete="organization"
            error={invoiceErrorOf('legal_name')}
            {...register('invoice.legal_name')}
          />
          <TextField
            label="RUT de la empresa"
            placeholder="76.543.210-3"
            autoComplete="off"
            error={invoiceErrorOf('rut')}
            {...register('invoice.rut', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('invoice.rut', formatRutTyping(event.target.value)),
            })}
          />
          <TextField
            label="Giro"
            hint="Como figura en el SII; por ejemplo, Servicios de bienestar."
            error={invoiceErrorOf('business_line')}
            {...register('invoice.business_line')}
          />
          <TextField
            label="Dirección de la empresa"
            autoComplete="off"
            error={invoiceErrorOf('address')}
            {...register('invoice.address')}
          />
          <TextField
            label="Comuna"
            autoComplete="off"
            error={invoiceErrorOf('comuna')}
            {...register('invoice.comuna')}
          />
        </fieldset>
      ) : null}
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
