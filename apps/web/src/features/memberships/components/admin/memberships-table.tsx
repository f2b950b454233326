import { useState } from 'react';
import type { AdminMembership, AdminMembershipsQuery } from '@vitalia/shared/commerce-admin';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatDate } from '@/utils/format';
import { useAdminMemberships } from '../../api/get-admin-memberships';
import { useChangeMembership } from '../../api/change-membership';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { DataTable } from '@/components/data/data-table';
import { oneOf, useUrlQuery, useUrlSearchText, pageFromUrl } from '@/hooks/use-url-query';
import { PAID_PLAN_OPTIONS } from './plan-options';
import { MEMBERSHIP_STATUSES } from '@vitalia/shared/commerce';
import { MEMBERSHIP_STATUS_LABELS, PROVIDER_LABELS } from '@vitalia/shared/messages/commerce';

const STATUS_LABELS = MEMBERSHIP_STATUS_LABELS;

const PAID_PLANS = PAID_PLAN_OPTIONS.map(([plan]) => plan);
/** The list opens on active memberships; "Todos" is written to the URL, so a link keeps that choice too. */
const EVERY_STATUS = 'todas';
type MembershipsUrl = Omit<AdminMembershipsQuery, 'status'> & { status?: string };

/** Admin "Membresías": every plan a member has had (filters in the URL), with revoking (a reason is required). */
export function MembershipsTable() {
  const [url, update] = useUrlQuery<MembershipsUrl>(['page']);
  const query: AdminMembershipsQuery = {
    page: pageFromUrl(url.page),
    member: url.member,
    status: url.status === EVERY_STATUS ? undefined : (oneOf(url.status, MEMBERSHIP_STATUSES) ?? 'active'),
    plan: oneOf(url.plan, PAID_PLANS),
  };
  const [memberText, setMemberText] = useUrlSearchText(query.member, update, 'member');
  const [revoking, setRevoking] = useState<AdminMembership | null>(null);
  const memberships = useAdminMemberships(query);
  const set = update;
  const data = memberships.data;
  return (
    <div className="space-y-4">
      <form
        className="card grid gap-3 p-4 sm:grid-cols-3"
        aria-label="Filtros de membresías"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterInput
          label="Miembro o correo"
          type="search"
          value={memberText}
          onChange={(member) => setMemberText(member ?? '')}
        />
        <FilterSelect
          label="Estado"
          value={query.status}
          options={MEMBERSHIP_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const)}
          onChange={(status) => set({ status: status ?? EVERY_STATUS })}
        />
        <FilterSelect
          label="Plan"
          value={query.plan}
          options={PAID_PLAN_OPTIONS}
          onChange={(plan) => set({ plan })}
        />
      </form>
      <QueryStatus
        isPending={memberships.isPending}
        isError={memberships.isError}
        isEmpty={data?.memberships.length === 0}
        what="las membresías"
      />

      {data && data.memberships.length > 0 ? (
        // Under 640 px: member, plan, state and the action; period and origin need the wider screen.
        <DataTable
          caption="Membresías"
          rows={data.memberships}
          rowKey={(membership) => membership.id}
          tableClassName="sm:min-w-[680px]"
          columns={[
            {
              header: 'Miembro',
              cell: (membership) => (
                <>
                  {membership.member.name}
                  <span className="block text-xs text-gray-500">{membership.member.email}</span>
                </>
              ),
            },
            {
              header: 'Plan',
              cell: (membership) =>
                `${PLAN_LABELS[membership.plan_type]} · ${membership.interval === 'year' ? 'anual' : 'mensual'}`,
            },
            {
              header: 'Estado',
              cell: (membership) => (
                <>
                  {STATUS_LABELS[membership.status]}
                  {membership.status === 'active' && membership.cancel_at_period_end ? (
                    <span className="block text-xs text-amber-700">No se renueva</span>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Período',
              hideBelow: 'sm',
              cell: (membership) =>
                `${formatDate(membership.period_start)} – ${formatDate(membership.period_end)}`,
            },
            {
              header: 'Origen',
              hideBelow: 'sm',
              cell: (membership) => PROVIDER_LABELS[membership.provider] ?? membership.provider,
            },
            {
              header: 'Acciones',
              srOnlyHeader: true,
              pinnedEnd: true,
              numeric: true,
              cell: (membership) =>
                membership.status === 'active' ? (
                  <button
                    type="button"
                    className="btn btn-ghost px-2 py-1 text-red-700"
                    onClick={() => setRevoking(membership)}
                  >
                    Revocar
                  </button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {data && data.total > 0 ? (
        <Pager
          page={query.page ?? 1}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
      {revoking ? <RevokeDialog membership={revoking} onClose={() => setRevoking(null)} /> : null}
    </div>
  );
}

function RevokeDialog({ membership, onClose }: { membership: AdminMembership; onClose: () => void }) {
  const change = useChangeMembership();
  return (
    <ReasonDialog
      title={`Revocar el plan de ${membership.member.name}`}
      explanation="El plan termina ahora y la renovación se detiene. No se reembolsa nada."
      submitLabel="Revocar plan"
      busyLabel="Revocando..."
      busy={change.isPending}
      onSubmit={(reason) => change.mutateAsync({ kind: 'revoke', membershipId: membership.id, reason })}
      onClose={onClose}
    />
  );
}
