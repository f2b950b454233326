import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  MODALITY_LABELS,
  type AdminAppointmentsQuery,
} from '@vitalia/shared/scheduling';
import { formatDateTime } from '@/utils/format';
import { DataTable } from '@/components/data/data-table';
import { QueryStatus } from '@/components/data/query-status';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { oneOf, pageFromUrl, useUrlQuery } from '@/hooks/use-url-query';
import { useAdminAppointments } from '../../api/admin-appointments';
import { StaffStatusActions } from '../staff-status-actions';

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map(
  (status) => [status, APPOINTMENT_STATUS_LABELS[status]] as const,
);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
type AppointmentsUrl = { status?: string; from?: string; to?: string; page?: number };

/** Admin "Citas": every booking of the team, newest first, filtered by state and dates (all in the URL). */
export function AppointmentsTable() {
  const [url, update] = useUrlQuery<AppointmentsUrl>(['page']);
  const page = pageFromUrl(url.page);
  const query: AdminAppointmentsQuery = {
    page,
    status: oneOf(url.status, APPOINTMENT_STATUSES),
    from: url.from && DATE.test(url.from) ? url.from : undefined,
    to: url.to && DATE.test(url.to) ? url.to : undefined,
  };
  const list = useAdminAppointments(query);
  const data = list.data;
  return (
    <div className="space-y-4">
      <form
        className="card grid gap-3 p-4 sm:grid-cols-3"
        aria-label="Filtros de citas"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label="Estado"
          all="Todos"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <FilterInput label="Desde" type="date" value={query.from} onChange={(from) => update({ from })} />
        <FilterInput label="Hasta" type="date" value={query.to} onChange={(to) => update({ to })} />
      </form>
      <QueryStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={data?.appointments.length === 0}
        what="las citas"
      />
      {data && data.appointments.length > 0 ? (
        <DataTable
          caption="Citas"
          rows={data.appointments}
          rowKey={(appointment) => appointment.id}
          tableClassName="sm:min-w-[720px]"
          columns={[
            {
              header: 'Fecha',
              // On a phone the hour goes under the day, so the member's name keeps its room.
              cellClassName: 'sm:whitespace-nowrap',
              cell: (appointment) => formatDateTime(appointment.starts_at),
            },
            {
              header: 'Miembro',
              cell: (appointment) => (
                <>
                  {appointment.member.name}
                  <span className="block text-xs text-gray-500">{appointment.member.email}</span>
                  {/* The state's own column is hidden on a phone. */}
                  <span className="block text-xs font-medium text-gray-700 sm:hidden">
                    {APPOINTMENT_STATUS_LABELS[appointment.status]}
                  </span>
                </>
              ),
            },
            { header: 'Profesional', hideBelow: 'sm', cell: (appointment) => appointment.trainer.name },
            {
              header: 'Tipo',
              hideBelow: 'sm',
              cell: (appointment) => (
                <>
                  {appointment.type.name}
                  <span className="block text-xs text-gray-500">
                    {appointment.type.duration_minutes} min · {MODALITY_LABELS[appointment.type.modality]}
                  </span>
                </>
              ),
            },
            {
              header: 'Estado',
              hideBelow: 'sm',
              cell: (appointment) => (
                <>
                  {APPOINTMENT_STATUS_LABELS[appointment.status]}
                  {appointment.cancel_reason ? (
                    <span className="block text-xs text-gray-500">«{appointment.cancel_reason}»</span>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Acciones',
              srOnlyHeader: true,
              pinnedEnd: true,
              cell: (appointment) => <StaffStatusActions appointment={appointment} scope="admin" />,
            },
          ]}
        />
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager
          page={page}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
    </div>
  );
}
