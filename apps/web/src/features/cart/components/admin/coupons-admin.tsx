import { useId, useState, type FormEvent } from 'react';
import { Plus, TicketPercent } from 'lucide-react';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { formatTableDay } from '@vitalia/shared/dates';
import { CouponInputSchema, type Coupon, type CouponInput, type CouponSaved } from '@vitalia/shared/coupons';
import { Loading, LoadError } from '@/components/data/load-states';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { ApiError, generalMessage } from '@/lib/api-client';
import { useCoupons } from '../../api/get-coupons';
import { useCreateCoupon } from '../../api/create-coupon';
import { useUpdateCoupon } from '../../api/update-coupon';
import { CouponScopeFields, couponScopeLabel, type CouponScopeDraft } from './coupon-scope-fields';

/** "20 %" or "$5.000". */
const discountLabel = (coupon: Pick<Coupon, 'percent_off' | 'amount_off'>) =>
  coupon.percent_off !== null ? `${coupon.percent_off} %` : formatClp(coupon.amount_off ?? 0);

const validity = (coupon: Coupon) =>
  coupon.valid_from && coupon.valid_until
    ? `${formatTableDay(coupon.valid_from)} al ${formatTableDay(coupon.valid_until)}`
    : coupon.valid_from
      ? `Desde el ${formatTableDay(coupon.valid_from)}`
      : coupon.valid_until
        ? `Hasta el ${formatTableDay(coupon.valid_until)}`
        : 'Sin fecha de término';

/** The form's text fields, as typed. */
interface Draft {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  value: string;
  scope: CouponScopeDraft;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  perMember: string;
  active: boolean;
}

const draftOf = (coupon: Coupon | null): Draft => ({
  code: coupon?.code ?? '',
  description: coupon?.description ?? '',
  kind: coupon?.amount_off !== null && coupon?.amount_off !== undefined ? 'amount' : 'percent',
  value: String(coupon?.percent_off ?? coupon?.amount_off ?? ''),
  scope: {
    appliesTo: coupon?.applies_to ?? 'products',
    productIds: coupon?.product_ids ?? [],
    planCodes: coupon?.plan_codes ?? [],
    duration: coupon?.duration ?? 'first_payment',
  },
  validFrom: coupon?.valid_from ?? '',
  validUntil: coupon?.valid_until ?? '',
  maxUses: coupon?.max_uses === null || coupon?.max_uses === undefined ? '' : String(coupon.max_uses),
  perMember: String(coupon?.max_uses_per_member ?? 1),
  active: coupon?.active ?? true,
});

const inputOf = (draft: Draft): CouponInput => {
  // "5.000" is how a Chilean writes five thousand pesos; an empty value is no discount yet.
  const value = draft.value.trim().replace(/\./g, '') || null;
  return {
    code: draft.code,
    description: draft.description,
    percent_off: draft.kind === 'percent' ? value : null,
    amount_off: draft.kind === 'amount' ? value : null,
    applies_to: draft.scope.appliesTo,
    product_ids: draft.scope.productIds,
    plan_codes: draft.scope.planCodes,
    duration: draft.scope.duration,
    valid_from: draft.validFrom || null,
    valid_until: draft.validUntil || null,
    max_uses: draft.maxUses.trim() === '' ? null : draft.maxUses.trim(),
    max_uses_per_member: draft.perMember.trim(),
    active: draft.active,
  };
};

function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(coupon));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const save = coupon ? update : create;
  const toast = useToast();
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((now) => ({ ...now, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const checked = CouponInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    const done = {
      onSuccess: (answer: CouponSaved) => {
        toast.show({ type: 'success', title: answer.message });
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      },
    };
    if (coupon) update.mutate({ id: coupon.id, input }, done);
    else create.mutate(input, done);
  };
  /** One of the form's plain text fields: its draft value, its label, and the server's error under it. */
  const textField = (
    key: 'validFrom' | 'validUntil' | 'maxUses' | 'perMember',
    errorKey: string,
    label: string,
    extra: { type?: string; inputMode?: 'numeric'; hint?: string },
  ) => (
    <TextField
      label={label}
      value={draft[key]}
      error={errors[errorKey]}
      onChange={(event) => set(key, event.target.value)}
      {...extra}
    />
  );
  const valueError =
    draft.kind === 'percent' ? errors.percent_off : (errors.amount_off ?? errors.percent_off);
  return (
    <Modal open onClose={onClose} title={coupon ? `Editar el cupón ${coupon.code}` : 'Nuevo cupón'} size="lg">
      <form noValidate onSubmit={submit} className="space-y-4">
        {save.isError ? <FormAlert>{generalMessage(save.error)}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Código"
            hint={coupon ? 'El código no cambia: hay quien ya lo anotó.' : 'Letras, números o guiones.'}
            value={draft.code}
            readOnly={Boolean(coupon)}
            autoCapitalize="characters"
            error={errors.code}
            onChange={(event) => set('code', event.target.value.toUpperCase())}
          />
          <TextField
            label="Descripción (solo para el equipo)"
            value={draft.description}
            error={errors.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="field-label">Descuento</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['percent', 'amount'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={draft.kind === kind}
                  onChange={() => set('kind', kind)}
                />
                {kind === 'percent' ? 'Porcentaje' : 'Monto en pesos'}
              </label>
            ))}
          </div>
          <TextField
            label={draft.kind === 'percent' ? 'Porcentaje de descuento' : 'Monto de descuento (CLP)'}
            inputMode="numeric"
            value={draft.value}
            error={valueError}
            onChange={(event) => set('value', event.target.value)}
          />
        </fieldset>
        <CouponScopeFields
          draft={draft.scope}
          errors={errors}
          onChange={(changes) => set('scope', { ...draft.scope, ...changes })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('validFrom', 'valid_from', 'Válido desde', { type: 'date' })}
          {textField('validUntil', 'valid_until', 'Válido hasta (incluido)', { type: 'date' })}
          {textField('maxUses', 'max_uses', 'Usos en total', {
            inputMode: 'numeric',
            hint: 'Vacío: sin límite.',
          })}
          {textField('perMember', 'max_uses_per_member', 'Usos por persona', { inputMode: 'numeric' })}
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          Activo (se puede usar al pagar)
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Guardando…' : coupon ? 'Guardar cambios' : 'Crear cupón'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** /admin/cupones: every coupon with its discount, products, dates and uses; made and edited in a dialog. */
export function CouponsAdmin() {
  const coupons = useCoupons();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          Los cupones descuentan productos del carrito (cursos, e-books y consultas) o planes (el primer pago
          o todos). Cada cambio queda en la bitácora.
        </p>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Nuevo cupón
        </button>
      </div>
      {coupons.isPending ? <Loading /> : null}
      {coupons.isError ? <LoadError error={coupons.error} /> : null}
      {coupons.data && coupons.data.coupons.length === 0 ? (
        <div className="card flex flex-col items-center gap-2 p-8 text-center">
          <TicketPercent aria-hidden className="size-8 text-brand-600" />
          <p className="font-semibold text-gray-900">Aún no hay cupones</p>
          <p className="text-sm text-gray-600">
            Crea uno para una campaña, un convenio o una paciente especial.
          </p>
        </div>
      ) : null}
      {coupons.data && coupons.data.coupons.length > 0 ? (
        <ul className="space-y-3" aria-label="Cupones">
          {coupons.data.coupons.map((coupon) => (
            <li
              key={coupon.id}
              className="card flex flex-wrap items-center gap-x-6 gap-y-2 p-4"
              aria-label={coupon.code}
            >
              <div className="min-w-40 flex-1">
                <p className="font-mono font-semibold text-gray-900">{coupon.code}</p>
                <p className="text-sm text-gray-600">{coupon.description || 'Sin descripción'}</p>
              </div>
              <dl className="grid flex-[2] grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-xs text-gray-500">Descuento</dt>
                  <dd>{discountLabel(coupon)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-500">Aplica a</dt>
                  <dd>{couponScopeLabel(coupon)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-500">Vigencia</dt>
                  <dd>{validity(coupon)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-500">Usos</dt>
                  <dd>
                    {coupon.max_uses === null
                      ? `${coupon.uses} (sin límite)`
                      : `${coupon.uses} de ${coupon.max_uses}`}{' '}
                    · {coupon.max_uses_per_member} por persona
                  </dd>
                </div>
              </dl>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${coupon.active ? 'bg-emerald-100 text-emerald-800' : 'bg-gray-100 text-gray-700'}`}
              >
                {coupon.active ? 'Activo' : 'Inactivo'}
              </span>
              <button
                type="button"
                className="btn-secondary min-h-11"
                aria-label={`Editar ${coupon.code}`}
                onClick={() => setEditing(coupon)}
              >
                Editar
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <CouponDialog coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
