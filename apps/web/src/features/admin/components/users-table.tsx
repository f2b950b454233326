import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, UserPlus } from 'lucide-react';
import {
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import {
  USER_STATUSES,
  USER_STATUS_LABELS,
  type AdminUser,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '@vitalia/shared/admin-users';
import { ADMIN_USERS_DEFAULT_PER_PAGE, ADMIN_USERS_PAGE_SIZES } from '@vitalia/shared/constants/admin';
import { ROLES, ROLE_LABELS } from '@vitalia/shared/permissions';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { useAdminUsers } from '../api/get-admin-users';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { ExportCsvLink, QueryStatus } from '@/components/data/query-status';
import { useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { CreateUserDialog } from './user-dialogs';

const features = tableFeatures({ rowSortingFeature });
type SortKey = NonNullable<AdminUsersQuery['sort']>;

const columns: ColumnDef<typeof features, AdminUser>[] = [
  {
    id: 'name',
    header: 'Nombre',
    cell: ({ row }) => (
      <Link
        to={`${paths.admin.users}/${row.original.id}`}
        className="font-medium text-brand-800 hover:underline"
      >
        {row.original.first_name} {row.original.last_name}
        <span className="block text-xs font-normal text-gray-500">{row.original.email}</span>
      </Link>
    ),
  },
  { id: 'role', header: 'Rol', cell: ({ row }) => ROLE_LABELS[row.original.role] },
  {
    id: 'plan_type',
    header: 'Plan',
    // The team has no plan: a member's plan only (issue 45 §1, staff are not customers).
    cell: ({ row }) =>
      row.original.role === 'member' ? (
        PLAN_LABELS[row.original.plan_type]
      ) : (
        <span className="text-gray-500">
          <span aria-hidden>—</span>
          <span className="sr-only">Sin plan: es parte del equipo</span>
        </span>
      ),
  },
  {
    id: 'status',
    header: 'Estado',
    enableSorting: false,
    cell: ({ row }) => (
      <span
        className={
          row.original.status === 'active'
            ? 'rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800'
            : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900'
        }
      >
        {USER_STATUS_LABELS[row.original.status]}
      </span>
    ),
  },
  { id: 'created_at', header: 'Registro', cell: ({ row }) => formatDate(row.original.created_at) },
  {
    id: 'last_sign_in_at',
    header: 'Último ingreso',
    enableSorting: false,
    cell: ({ row }) => (row.original.last_sign_in_at ? formatDate(row.original.last_sign_in_at) : 'Nunca'),
  },
];

/** Under 640 px the table keeps who, plan and state; the rest is on her page (issue 22: no sideways scroll). */
const HIDDEN_ON_PHONES = new Set(['role', 'created_at', 'last_sign_in_at']);
const cellClass = (columnId: string) =>
  HIDDEN_ON_PHONES.has(columnId) ? 'hidden px-4 py-3 sm:table-cell' : 'px-4 py-3';

/**
 * The next and previous pages open by keyset (issue 21: page 1,000 costs what page 2 does); page 1 needs
 * no cursor.
 */
function cursorTo(target: number, current: number, shown: AdminUsersResponse): string | undefined {
  if (target <= 1) return undefined;
  return (target > current ? shown.next_cursor : shown.prev_cursor) ?? undefined;
}

/** "Gestión de Usuarios": server-side search, filters, sort and pages, all kept in the URL. */
export function UsersTable() {
  const [query, update] = useUrlQuery<AdminUsersQuery>(['page', 'per_page']);
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useUrlSearchText(query.q, update, 'q');
  const users = useAdminUsers(query);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? ADMIN_USERS_DEFAULT_PER_PAGE;

  const sorting: SortingState = useMemo(
    () => (query.sort ? [{ id: query.sort, desc: query.dir !== 'asc' }] : [{ id: 'created_at', desc: true }]),
    [query.sort, query.dir],
  );
  const data = useMemo(() => users.data?.users ?? [], [users.data]);
  const table = useTable<typeof features, AdminUser>({
    features,
    columns,
    data,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const [first] = next;
      update({ sort: (first?.id ?? 'created_at') as SortKey, dir: first?.desc === false ? 'asc' : 'desc' });
    },
  });

  return (
    <div className="space-y-4">
      <form
        // Three columns at most: at 1280 px beside the menu a sixth of the width cut the date fields off.
        className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label="Filtros de usuarios"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <FilterInput
            label="Buscar por nombre, email o usuario"
            type="search"
            value={search}
            onChange={(value) => setSearch(value ?? '')}
          />
        </div>
        <FilterSelect
          label="Plan"
          value={query.plan}
          options={PLAN_TYPES.map((plan) => [plan, PLAN_LABELS[plan]] as const)}
          onChange={(plan) => update({ plan })}
        />
        <FilterSelect
          label="Rol"
          value={query.role}
          options={ROLES.map((role) => [role, ROLE_LABELS[role]] as const)}
          onChange={(role) => update({ role })}
        />
        <FilterSelect
          label="Estado"
          value={query.status}
          options={USER_STATUSES.map((status) => [status, USER_STATUS_LABELS[status]] as const)}
          onChange={(status) => update({ status })}
        />
        <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-3">
          <FilterInput
            label="Registro desde"
            type="date"
            value={query.from}
            onChange={(from) => update({ from })}
          />
          <FilterInput
            label="Registro hasta"
            type="date"
            value={query.to}
            onChange={(to) => update({ to })}
          />
        </div>
      </form>

      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden className="size-4" /> Nueva cuenta
        </button>
        <ExportCsvLink path="/admin/users/export.csv" query={query} />
      </div>

      <QueryStatus
        isPending={users.isPending}
        isError={users.isError}
        isEmpty={users.data?.users.length === 0}
        what="los usuarios"
      />
      {users.data && users.data.users.length > 0 ? (
        <div className="card overflow-x-auto p-0">
          <table className="w-full text-left text-sm sm:min-w-[760px]">
            <caption className="sr-only">Usuarios, ordenados por la columna marcada</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-500">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={cellClass(header.column.id)}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="inline-flex items-center gap-1 uppercase hover:text-gray-800"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <FlexRender header={header} />
                            <Icon aria-hidden className="size-3" />
                          </button>
                        ) : (
                          <FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-gray-100">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cellClass(cell.column.id)}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {users.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Pager
            page={page}
            perPage={perPage}
            total={users.data.total}
            onPage={(next) => update({ page: next, cursor: cursorTo(next, page, users.data) })}
          />
          <label className="text-sm">
            <span className="sr-only">Filas por página</span>
            <select
              className="field-input w-auto"
              value={perPage}
              onChange={(event) => update({ per_page: Number(event.target.value) })}
            >
              {ADMIN_USERS_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} por página
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {creating ? <CreateUserDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
