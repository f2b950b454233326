import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, GraduationCap, MessagesSquare, ShoppingCart, Trash2 } from 'lucide-react';
import type { CartItem, CartResponse, CouponCheckResponse } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { CART_MESSAGES } from '@vitalia/shared/messages/commerce';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { ApiError, generalMessage } from '@/lib/api-client';
import { QueryStatus } from '@/components/data/query-status';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { BillingForm } from '@/components/commerce/billing-form';
import { PaymentMethodPicker } from '@/components/commerce/payment-method-picker';
import { usePaymentMethodChoice } from '@/lib/payment-methods';
import { useCart } from '../api/get-cart';
import { useCartCheckout } from '../api/checkout-cart';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { useCartToasts } from './cart-toasts';
import { CouponField } from './coupon-field';

const KIND_ICONS: Record<CartItem['kind'], typeof BookOpen> = {
  ebook: BookOpen,
  course: GraduationCap,
  consultation_pack: MessagesSquare,
};

/** /carrito: what she is buying, the IVA summary in whole pesos, her billing data, and the payment page. */
export function CartView() {
  const cart = useCart();
  const data = cart.data;
  const [coupon, setCoupon] = useState<{ answer: CouponCheckResponse; forTotal: number } | null>(null);
  // A coupon was checked against the cart as it was: a changed cart asks for it again.
  const applied = coupon && data && coupon.forTotal === data.total ? coupon.answer : null;
  const couponSlot = {
    applied,
    onApplied: (answer: CouponCheckResponse) => data && setCoupon({ answer, forTotal: data.total }),
    onRemoved: () => setCoupon(null),
  };
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <h1 className="text-2xl font-semibold text-brand-900">Tu carrito</h1>
      <QueryStatus isPending={cart.isPending} isError={cart.isError} isEmpty={false} what="tu carrito" />
      {data && data.unavailable.length > 0 ? <UnavailableLines cart={data} /> : null}
      {data && data.items.length === 0 ? <EmptyCart /> : null}
      {data && data.items.length > 0 ? (
        <div className="grid gap-6 md:grid-cols-[1fr_360px]">
          <div className="space-y-6">
            <CartLines cart={data} />
            <Checkout cart={data} coupon={couponSlot} />
          </div>
          <Summary cart={data} coupon={applied} />
        </div>
      ) : null}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="card flex flex-col items-center gap-3 p-8 text-center">
      <ShoppingCart aria-hidden className="size-10 text-brand-600" />
      <p className="font-semibold text-gray-900">Tu carrito está vacío</p>
      <p className="text-sm text-gray-600">
        Los e-books y cursos que se venden por separado aparecen con su precio en la biblioteca.
      </p>
      <Link to={paths.library} className="btn-primary">
        Ir a la biblioteca
      </Link>
    </div>
  );
}

/** The trash button of one cart line: it removes that line, and says so (or why not) in a toast. */
function RemoveLineButton({ lineId, name }: { lineId: number; name: string }) {
  const remove = useRemoveCartLine();
  const toasts = useCartToasts();
  return (
    <button
      type="button"
      className="btn-ghost px-2 py-1"
      aria-label={`Quitar ${name} del carrito`}
      disabled={remove.isPending && remove.variables === lineId}
      onClick={() => remove.mutate(lineId, { onSuccess: toasts.removed, onError: toasts.removeFailed })}
    >
      <Trash2 aria-hidden className="size-4" />
    </button>
  );
}

/** Lines she can no longer buy, each with why (withdrawn, or already open for her); never charged. */
function UnavailableLines({ cart }: { cart: CartResponse }) {
  return (
    <section aria-labelledby="cart-unavailable" className="card border-amber-200 bg-amber-50 p-0">
      <h2 id="cart-unavailable" className="border-b border-amber-200 px-5 py-3 font-semibold text-amber-900">
        {CART_MESSAGES.unavailableTitle}
      </h2>
      <ul className="divide-y divide-amber-200">
        {cart.unavailable.map((line) => (
          <li key={line.id} className="flex items-center gap-3 px-5 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{line.name}</p>
              <p className="text-sm text-amber-900">{line.reason} No se incluye en el total.</p>
            </div>
            <RemoveLineButton lineId={line.id} name={line.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CartLines({ cart }: { cart: CartResponse }) {
  const clear = useClearCart();
  const toasts = useCartToasts();
  return (
    <section aria-labelledby="cart-lines" className="card p-0">
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-5 py-3">
        <h2 id="cart-lines" className="font-semibold text-gray-900">
          {cart.count === 1 ? '1 producto' : `${cart.count} productos`}
        </h2>
        <button
          type="button"
          className="btn-ghost px-2 py-1 text-sm"
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined, { onSuccess: toasts.cleared, onError: toasts.clearFailed })}
        >
          Vaciar carrito
        </button>
      </div>
      <ul className="divide-y divide-gray-100">
        {cart.items.map((item) => {
          const Icon = KIND_ICONS[item.kind];
          return (
            <li key={item.id} className="flex items-center gap-3 px-5 py-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{item.name}</p>
                <p className="text-sm text-gray-600">
                  {item.quantity > 1 ? `${item.quantity} × ${formatClp(item.unit_price)}` : 'IVA incluido'}
                </p>
              </div>
              <p className="font-semibold text-gray-900">{formatClp(item.line_total)}</p>
              <RemoveLineButton lineId={item.id} name={item.name} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Summary({ cart, coupon }: { cart: CartResponse; coupon: CouponCheckResponse | null }) {
  // With a coupon, the server's breakdown of the discounted total: the IVA is of what she pays.
  const summary = coupon?.summary ?? cart.summary;
  const rows: Array<[string, number]> = [
    ...(coupon ? [[`Descuento (cupón ${coupon.code})`, -coupon.discount] as [string, number]] : []),
    ['Subtotal (neto)', summary.subtotal],
    [`IVA ${Math.round(summary.iva_rate * 100)}%`, summary.iva_amount],
    // Everything sold today is digital: a shipping line says something only when there is a cost.
    ...(summary.shipping_cost > 0 ? [['Envío', summary.shipping_cost] as [string, number]] : []),
  ];
  return (
    <aside className="card h-fit space-y-3 p-5" aria-labelledby="cart-summary">
      <h2 id="cart-summary" className="font-semibold text-gray-900">
        Resumen
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-600">{label}</dt>
            <dd>{amount < 0 ? `−${formatClp(-amount)}` : formatClp(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatClp(summary.total_amount)}</dd>
        </div>
      </dl>
      <p className="text-xs text-gray-500">
        Precios en pesos chilenos, IVA incluido. Acceso inmediato al pagar.
      </p>
    </aside>
  );
}

function Checkout({
  cart,
  coupon,
}: {
  cart: CartResponse;
  coupon: React.ComponentProps<typeof CouponField>;
}) {
  const session = useSession();
  const checkout = useCartCheckout();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per cart and billing data: a double click or a retry never opens two checkouts.
  const keyFor = useIdempotencyKey();
  const user = session.status === 'authenticated' ? session.user : null;
  const { methods, method, choose } = usePaymentMethodChoice();
  return (
    <section aria-labelledby="cart-billing" className="card space-y-4 p-5">
      <h2 id="cart-billing" className="font-semibold text-gray-900">
        Datos de facturación
      </h2>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <CouponField {...coupon} />
      {cart.billing_defaults ? (
        <p className="text-sm text-gray-600">Usamos los datos de tu última compra; puedes cambiarlos.</p>
      ) : null}
      <BillingForm
        defaults={
          cart.billing_defaults ?? {
            name: user ? `${user.first_name} ${user.last_name}` : '',
            email: user?.email ?? '',
          }
        }
        busy={checkout.isPending}
        submitLabel={`Pagar ${formatClp((coupon.applied?.summary ?? cart.summary).total_amount)}`}
        serverErrors={fieldErrors}
        beforeSubmit={
          method ? <PaymentMethodPicker methods={methods} value={method} onChange={choose} /> : null
        }
        onSubmit={(billing) => {
          setFailure(null);
          const couponCode = coupon.applied?.code;
          const request = {
            billing,
            items: cart.items.map((item) => [item.product_id, item.quantity]),
            payment_method: method,
            coupon_code: couponCode,
          };
          checkout.mutate(
            { billing, payment_method: method, coupon_code: couponCode, idempotency_key: keyFor(request) },
            {
              onSuccess: (result) => {
                if (result.init_point) window.location.assign(result.init_point);
              },
              onError: (error) => {
                if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
                // The coupon ran out or ended meanwhile: the total goes back to the full price she would pay.
                if (error instanceof ApiError && error.fieldErrors?.coupon_code) coupon.onRemoved();
                setFailure(generalMessage(error));
              },
            },
          );
        }}
      />
    </section>
  );
}
