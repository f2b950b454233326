import { useState } from 'react';
import type { AdminMembership, AdminMembershipsQuery } from '@vitalia/shared/commerce-admin';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatDate } from '@/utils/format';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAdminMemberships } from '../api/get-admin-memberships';
import { useChangeMembership } from '../api/change-membership';

const STATUS_LABELS: Record<AdminMembership['status'], string> = {
  active: 'Activa',
  cancelled: 'Cancelada',
  expired: 'Vencida',
  revoked: 'Revocada',
};

/** Admin "Membresías": every plan a member has had, with revoking (a reason is required). */
export function MembershipsTable() {
  const [query, setQuery] = useState<AdminMembershipsQuery>({ page: 1, status: 'active' });
  const [revoking, setRevoking] = useState<AdminMembership | null>(null);
  const memberships = useAdminMemberships(query);
  const set = (changes: Partial<AdminMembershipsQuery>) =>
    setQuery((current) => ({ ...current, ...changes, page: 1 }));
  const data = memberships.data;
  return (
    <div className="space-y-4">
      <form
        className="card grid gap-3 p-4 sm:grid-cols-3"
        aria-label="Filtros de membresías"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="text-sm">
          <span className="field-label">Socia/o o email</span>
          <input
            className="field-input"
            type="search"
            value={query.member ?? ''}
            onChange={(event) => set({ member: event.target.value || undefined })}
          />
        </label>
        <label className="text-sm">
          <span className="field-label">Estado</span>
          <select
            className="field-input"
            value={query.status ?? ''}
            onChange={(event) =>
              set({ status: (event.target.value || undefined) as AdminMembershipsQuery['status'] })
            }
          >
            <option value="">Todos</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">Plan</span>
          <select
            className="field-input"
            value={query.plan ?? ''}
            onChange={(event) =>
              set({ plan: (event.target.value || undefined) as AdminMembershipsQuery['plan'] })
            }
          >
            <option value="">Todos</option>
            <option value="premium">Premium</option>
            <option value="prime">Prime</option>
          </select>
        </label>
      </form>
      {memberships.isPending ? <p role="status">Cargando...</p> : null}
      {memberships.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar las membresías.
        </p>
      ) : null}
      {data ? <p className="text-sm text-gray-600">{data.total} membresías</p> : null}
      {data && data.memberships.length === 0 ? (
        <p className="card p-6 text-center text-gray-600">No hay membresías con estos filtros.</p>
      ) : null}
      {data && data.memberships.length > 0 ? (
        <div className="card overflow-x-auto p-0">
          <table className="w-full min-w-[680px] text-left text-sm">
            <caption className="sr-only">Membresías</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Socia/o
                </th>
                <th scope="col" className="px-4 py-3">
                  Plan
                </th>
                <th scope="col" className="px-4 py-3">
                  Estado
                </th>
                <th scope="col" className="px-4 py-3">
                  Período
                </th>
                <th scope="col" className="px-4 py-3">
                  Origen
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.memberships.map((membership) => (
                <tr key={membership.id}>
                  <td className="px-4 py-3">
                    {membership.member.name}
                    <span className="block text-xs text-gray-500">{membership.member.email}</span>
                  </td>
                  <td className="px-4 py-3">
                    {PLAN_LABELS[membership.plan_type]} ·{' '}
                    {membership.interval === 'year' ? 'anual' : 'mensual'}
                  </td>
                  <td className="px-4 py-3">
                    {STATUS_LABELS[membership.status]}
                    {membership.status === 'active' && membership.cancel_at_period_end ? (
                      <span className="block text-xs text-amber-700">No se renueva</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    {formatDate(membership.period_start)} – {formatDate(membership.period_end)}
                  </td>
                  <td className="px-4 py-3">
                    {membership.provider === 'admin' ? 'Otorgada' : membership.provider}
                  </td>
                  <td className="px-4 py-3 text-right">
                    {membership.status === 'active' ? (
                      <button
                        type="button"
                        className="btn btn-ghost px-2 py-1 text-red-700"
                        onClick={() => setRevoking(membership)}
                      >
                        Revocar
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {revoking ? <RevokeDialog membership={revoking} onClose={() => setRevoking(null)} /> : null}
    </div>
  );
}

function RevokeDialog({ membership, onClose }: { membership: AdminMembership; onClose: () => void }) {
  const change = useChangeMembership();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open onClose={onClose} title={`Revocar el plan de ${membership.member.name}`} size="sm">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { kind: 'revoke', membershipId: membership.id, reason },
            {
              onSuccess: (response) => {
                toast.show({ type: 'success', title: response.message });
                onClose();
              },
              onError: (failure) =>
                setError(
                  failure instanceof ApiError
                    ? (failure.fieldErrors?.reason ?? failure.serverMessage ?? failure.message)
                    : failure.message,
                ),
            },
          );
        }}
      >
        <p className="text-sm text-gray-700">
          El plan termina ahora y la renovación se detiene. No se reembolsa nada.
        </p>
        <label className="block text-sm">
          <span className="field-label">Motivo (queda en el registro)</span>
          <textarea
            className="field-input"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
          />
        </label>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-danger w-full" disabled={change.isPending}>
          Revocar plan
        </button>
      </form>
    </Modal>
  );
}
