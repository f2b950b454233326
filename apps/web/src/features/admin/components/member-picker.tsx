import { useDeferredValue, useId, useState } from 'react';
import { Check } from 'lucide-react';
import { useAdminUser } from '../api/get-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { MEMBER_PICKER_RESULTS } from '@vitalia/shared/constants/admin';
import { UI_TEXT } from '@vitalia/shared/messages/general';

const MIN_SEARCH = 2;

/** The chosen person, named (a preset from "Enviar notificación" on her page arrives as an id only). */
function ChosenMember({ id, onChange }: { id: number; onChange: () => void }) {
  const detail = useAdminUser(id);
  const user = detail.data?.user;
  return (
    <p className="flex items-center justify-between gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <span>
        <Check aria-hidden className="mr-1 inline size-4" />
        {user
          ? `${user.first_name} ${user.last_name} · ${user.email}`
          : detail.isError
            ? 'Esa cuenta no existe'
            : UI_TEXT.loading}
      </span>
      <button type="button" className="text-brand-700 underline" onClick={onChange}>
        Cambiar
      </button>
    </p>
  );
}

/**
 * Picks one member by name or e-mail (issue 22: nobody knows an account number). Searches the members list
 * as she types; the choice is the account id the API takes.
 */
export function MemberPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const searching = search.length >= MIN_SEARCH;
  const results = useAdminUsers({ q: search, per_page: MEMBER_PICKER_RESULTS }, { enabled: searching });
  const inputId = useId();
  const listId = useId();

  if (value) return <ChosenMember id={value} onChange={() => onChange(null)} />;
  const users = searching ? (results.data?.users ?? []) : [];
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="field-label">
        Buscar por nombre o email
      </label>
      <input
        id={inputId}
        type="search"
        className="field-input"
        value={text}
        aria-controls={listId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <p className="field-error">{error}</p> : null}
      <ul id={listId} aria-label="Resultados" aria-live="polite" className="space-y-1">
        {searching && results.isFetching && users.length === 0 ? (
          <li className="text-sm text-gray-500">Buscando...</li>
        ) : null}
        {searching && !results.isFetching && users.length === 0 ? (
          <li className="text-sm text-gray-500">Nadie coincide con «{search}».</li>
        ) : null}
        {users.map((user) => (
          <li key={user.id}>
            <button
              type="button"
              className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
              onClick={() => onChange(user.id)}
            >
              <span className="font-medium text-gray-900">
                {user.first_name} {user.last_name}
              </span>{' '}
              <span className="text-gray-600">· {user.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
