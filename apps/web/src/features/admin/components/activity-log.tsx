import type { AdminActivityQuery } from '@vitalia/shared/admin-users';
import { AUDIT_ACTION_LABELS } from '@vitalia/shared/messages/admin';
import { useActivity } from '../api/get-activity';
import { AuditList } from './audit-list';
import { FilterInput, FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { QueryStatus } from '@/components/data/query-status';
import { useUrlQuery } from '@/hooks/use-url-query';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([action, label]) => [action, label] as const);

/** /admin/users/activity: every admin write, newest first; there is nothing here to edit or delete. */
export function ActivityLog() {
  const [query, update] = useUrlQuery<AdminActivityQuery>(['page', 'user_id']);
  const activity = useActivity(query);
  return (
    <div className="space-y-4">
      <form
        className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filtros del registro"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label="Acción"
          all="Todas"
          value={query.action}
          options={ACTION_OPTIONS}
          onChange={(action) => update({ action })}
        />
        <FilterInput
          label="Quién (email)"
          type="search"
          value={query.actor}
          onChange={(actor) => update({ actor })}
        />
        <FilterInput label="Desde" type="date" value={query.from} onChange={(from) => update({ from })} />
        <FilterInput label="Hasta" type="date" value={query.to} onChange={(to) => update({ to })} />
      </form>
      <QueryStatus
        isPending={activity.isPending}
        isError={activity.isError}
        isEmpty={false}
        what="el registro"
      />
      {activity.data ? (
        <>
          <section className="card" aria-label="Registro de actividad">
            <AuditList entries={activity.data.entries} showSubject />
          </section>
          <Pager
            page={activity.data.page}
            perPage={activity.data.per_page}
            total={activity.data.total}
            onPage={(page) => update({ page }, { keepPage: true })}
          />
        </>
      ) : null}
    </div>
  );
}
