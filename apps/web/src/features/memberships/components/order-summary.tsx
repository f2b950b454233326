import { formatClp, ivaBreakdown } from '@vitalia/shared/commerce-rules';

/** Subtotal, IVA 19% and total of a price that includes IVA (SPEC §9); a discount is a negative line. */
export function OrderSummary({ lines }: { lines: Array<{ label: string; amount: number }> }) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const { subtotal, iva_amount } = ivaBreakdown(total);
  return (
    <dl className="space-y-2 text-sm">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-gray-700">{line.label}</dt>
          <dd className="font-medium text-gray-900">
            {line.amount < 0 ? `−${formatClp(-line.amount)}` : formatClp(line.amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2">
        <dt className="text-gray-600">Subtotal (neto)</dt>
        <dd>{formatClp(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">IVA 19%</dt>
        <dd>{formatClp(iva_amount)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{formatClp(total)}</dd>
      </div>
    </dl>
  );
}
