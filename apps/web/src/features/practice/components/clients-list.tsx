import { UI_TEXT } from '@vitalia/shared/messages/general';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { formatShortDate, formatShortDateTime } from '@vitalia/shared/dates';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import {
  CLIENT_SORT_LABELS,
  CLIENT_SORTS,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
} from '@vitalia/shared/practice-rules';
import { paths } from '@/config/paths';
import { Loading, LoadError } from '@/components/data/load-states';
import { NextPageButton } from '@/components/data/next-page-button';
import { oneOf, useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { useClients } from '../api/get-clients';
import { AttentionReasons, ClientStatusChip } from './client-status';

type ClientsUrl = { q?: string; status?: string; plan?: string; sort?: string };

/**
 * "Mis clientes" (issue 45 §2): search without accents, filter by status and plan, order by next
 * consultation, last contact or name; keyset pages behind "Ver más". The filters live in the URL.
 */
export function ClientsList() {
  const [query, update] = useUrlQuery<ClientsUrl>();
  const [text, setText] = useUrlSearchText<ClientsUrl>(query.q, update, 'q');
  const filter = {
    q: query.q || undefined,
    status: oneOf(query.status, CLIENT_STATUSES),
    plan: oneOf(query.plan, PLAN_TYPES),
    sort: oneOf(query.sort, CLIENT_SORTS) ?? 'next',
  };
  const clients = useClients(filter);
  const rows = clients.data?.pages.flatMap((page) => page.clients) ?? [];
  const total = clients.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Mis clientes</h1>
        <p className="mt-1 text-gray-600">
          Las personas a tu cargo: quienes agendaron contigo o te asignó administración.
        </p>
      </header>
      <form
        role="search"
        className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="clientes-buscar" className="field-label">
            Buscar
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
            />
            <input
              id="clientes-buscar"
              type="search"
              className="field-input pl-9"
              placeholder="Nombre o e-mail"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor="clientes-estado" className="field-label">
            Estado
          </label>
          <select
            id="clientes-estado"
            className="field-input"
            value={filter.status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
          >
            <option value="">Todos</option>
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CLIENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="clientes-plan" className="field-label">
            Plan
          </label>
          <select
            id="clientes-plan"
            className="field-input"
            value={filter.plan ?? ''}
            onChange={(event) => update({ plan: event.target.value || undefined })}
          >
            <option value="">Todos</option>
            {PLAN_TYPES.map((plan) => (
              <option key={plan} value={plan}>
                {PLAN_LABELS[plan]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="clientes-orden" className="field-label">
            Ordenar por
          </label>
          <select
            id="clientes-orden"
            className="field-input"
            value={filter.sort}
            onChange={(event) => update({ sort: event.target.value })}
          >
            {CLIENT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {CLIENT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </form>

      {clients.isPending ? (
        <Loading label="Cargando tus clientes" />
      ) : clients.isError ? (
        <LoadError error={clients.error} onRetry={() => void clients.refetch()} />
      ) : rows.length === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          {filter.q || filter.status || filter.plan
            ? 'Nadie coincide con esta búsqueda.'
            : 'Aún no tienes clientes. Aparecerán aquí cuando alguien agende contigo.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {total === 1 ? '1 persona' : `${total} personas`}
          </p>
          <ul className="space-y-2" aria-label="Tus clientes">
            {rows.map((client) => (
              <li
                key={client.member_id}
                className="card grid gap-x-6 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)_9rem] lg:items-center"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.trainerClient(client.member_id)}
                    className="font-semibold text-gray-900 underline-offset-2 hover:underline"
                  >
                    {client.name}
                  </Link>
                  <p className="truncate text-sm text-gray-600">{client.email}</p>
                  <AttentionReasons client={client} />
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm sm:col-span-2 sm:row-start-2 lg:col-span-1 lg:row-start-1 lg:col-start-2">
                  <div>
                    <dt className="text-xs text-gray-500">Próxima consulta</dt>
                    <dd className="text-gray-900">
                      {client.next_consultation_at
                        ? formatShortDateTime(client.next_consultation_at)
                        : 'Sin agendar'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-500">Último contacto</dt>
                    <dd className="text-gray-900">
                      {client.last_contact_at ? formatShortDate(client.last_contact_at) : 'Aún no'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-500">Plan</dt>
                    <dd className="text-gray-900">{PLAN_LABELS[client.plan_type]}</dd>
                  </div>
                </dl>
                <div className="sm:col-start-2 sm:row-start-1 sm:justify-self-end lg:col-start-3">
                  <ClientStatusChip client={client} />
                </div>
              </li>
            ))}
          </ul>
          <NextPageButton
            query={clients}
            label="Ver más"
            loadingLabel={UI_TEXT.loading}
            failedText="No pudimos cargar más clientes. Revisa tu conexión y vuelve a intentarlo."
          />
        </>
      )}
    </div>
  );
}
