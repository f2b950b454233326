import { useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import type { CouponCheckResponse } from '@vitalia/shared/commerce';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { TextField } from '@/components/ui/form-field';
import { generalMessage } from '@/lib/api-client';
import { useCheckCoupon, type CouponTarget } from '../api/check-coupon';

/**
 * "¿Tienes un cupón?": the code is checked by the server against her cart (or the plan of `target`), which
 * answers the discount and the new total, or says in Spanish why not. Applied, it shows with a way to take
 * it off.
 */
export function CouponField({
  applied,
  onApplied,
  onRemoved,
  target = null,
}: {
  applied: CouponCheckResponse | null;
  onApplied: (coupon: CouponCheckResponse) => void;
  onRemoved: () => void;
  target?: CouponTarget;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const check = useCheckCoupon(target);
  if (applied)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm">
        <p className="flex items-center gap-2 text-brand-900" role="status">
          <TicketPercent aria-hidden className="size-4" />
          {target ? applied.message : `Cupón ${applied.code}: −${formatClp(applied.discount)}`}
        </p>
        <button
          type="button"
          className="btn-ghost inline-flex min-h-11 items-center gap-1 px-2 text-sm"
          onClick={onRemoved}
        >
          <X aria-hidden className="size-4" /> Quitar cupón
        </button>
      </div>
    );
  if (!open)
    return (
      <button
        type="button"
        className="min-h-11 text-sm font-medium text-brand-700 hover:underline"
        onClick={() => setOpen(true)}
      >
        ¿Tienes un cupón?
      </button>
    );
  const apply = () => {
    if (code.trim() === '') return;
    check.mutate(code, { onSuccess: onApplied });
  };
  // Not a form of its own: it may sit inside the billing form (a form in a form is not HTML), so "Aplicar" is
  // a plain button and Enter in the code applies the coupon instead of paying.
  return (
    <div role="group" aria-label="Cupón de descuento" className="flex items-start gap-2">
      <div className="flex-1">
        <TextField
          label="Código del cupón"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          error={check.isError ? generalMessage(check.error) : undefined}
        />
      </div>
      <button
        type="button"
        className="btn-secondary mt-7 min-h-11"
        disabled={check.isPending}
        onClick={apply}
      >
        {check.isPending ? 'Revisando…' : 'Aplicar'}
      </button>
    </div>
  );
}
