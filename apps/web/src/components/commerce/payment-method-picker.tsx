import type { PaymentMethod, PaymentMethodsResponse } from '@vitalia/shared/commerce';

type Method = PaymentMethodsResponse['methods'][number];

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  webpay: 'Tarjeta de débito o crédito en el sitio seguro de Transbank.',
  mercadopago: 'Tarjeta o saldo de tu cuenta Mercado Pago.',
  sandbox: 'Medio de pago de prueba: no se cobra nada.',
};

/**
 * "Medio de pago" at checkout when more than one is offered (issue 21): a radio group, so it is one tab
 * stop and arrows move between options. With a single method there is nothing to choose and it is hidden.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  plan,
}: {
  methods: Method[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** On a plan's checkout, a method that charges once says that the plan will not renew by itself. */
  plan?: boolean;
}) {
  if (methods.length < 2) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-gray-900">Medio de pago</legend>
      {methods.map((method) => (
        <label
          key={method.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name="payment_method"
            value={method.id}
            checked={value === method.id}
            onChange={() => onChange(method.id)}
            className="mt-1 accent-brand-700"
          />
          <span>
            <span className="block font-medium text-gray-900">{method.label}</span>
            <span className="block text-sm text-gray-600">
              {DESCRIPTIONS[method.id]}
              {plan && !method.renews_automatically
                ? ' Pagas una vez: te avisaremos antes de que termine tu plan para renovarlo.'
                : ''}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
