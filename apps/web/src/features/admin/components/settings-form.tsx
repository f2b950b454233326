import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  SETTING_LABELS,
  type DailyMessageSetting,
  type SettingsResponse,
  type SettingsUpdate,
} from '@vitalia/shared/settings';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { formErrorsOf } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';
import { useSaveSettings } from '../api/save-settings';
import { useSettings } from '../api/get-settings';
import { EXPERIMENT_KEYS, EXPERIMENTS } from '@vitalia/shared/experiments';

type Values = SettingsResponse['settings'];
type Errors = Record<string, string>;

/**
 * One section of the settings page: it saves only its own keys, and shows the server's Spanish error under
 * the field it belongs to (an invalid value changes nothing on the server).
 */
function SettingsSection({
  title,
  keys,
  values,
  updated,
  children,
}: {
  title: string;
  keys: (keyof Values)[];
  values: Values;
  updated: SettingsResponse['updated'];
  children: (errors: Errors) => ReactNode;
}) {
  const toast = useToast();
  const save = useSaveSettings();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const last = keys
    .map((key) => updated[key]?.at)
    .filter(Boolean)
    .sort()
    .at(-1);
  return (
    <form
      className="card space-y-3"
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        setFormError(null);
        const changes = Object.fromEntries(keys.map((key) => [key, values[key]])) as SettingsUpdate;
        save.mutate(changes, {
          onSuccess: () => toast.show({ type: 'success', title: 'Configuración guardada.' }),
          onError: (error) => {
            // A field's own error shows under it; only an error that belongs to no field shows below the form.
            const { fields, form } = formErrorsOf(error);
            setErrors(fields);
            setFormError(form);
          },
        });
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {last ? <p className="text-xs text-gray-500">Último cambio: {formatDateTime(last)}</p> : null}
      </div>
      {children(errors)}
      {formError ? (
        <p role="alert" className="field-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar'}
      </button>
    </form>
  );
}

function NumberField({
  label,
  value,
  onChange,
  error,
  min,
  max,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  min: number;
  max: number;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      min={min}
      max={max}
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) => onChange(event.target.valueAsNumber)}
      error={error}
      hint={hint}
    />
  );
}

/**
 * The daily messages as a list beside an editor (issue 22: 31 truncated one-line inputs): the list shows
 * each message's start, whether it is active and whether it has an error; the chosen one is edited in full.
 */
function DailyMessagesEditor({
  list,
  onChange,
  errors,
}: {
  list: DailyMessageSetting[];
  onChange: (list: DailyMessageSetting[]) => void;
  errors: Errors;
}) {
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, Math.max(list.length - 1, 0));
  const item = list[index];
  const set = (changes: Partial<DailyMessageSetting>) =>
    onChange(list.map((entry, i) => (i === index ? { ...entry, ...changes } : entry)));
  const move = (by: number) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
    setSelected(index + by);
  };
  const errorOf = (i: number) =>
    errors[`daily_messages.${i}.message`] ?? errors[`daily_messages.${i}.author`];
  const error = errorOf(index);
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">
        Se muestra uno por día, en este orden, solo los activos. {list.length}{' '}
        {list.length === 1 ? 'mensaje' : 'mensajes'}.
      </p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ol
          aria-label="Mensajes"
          className="max-h-96 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200"
        >
          {list.map((entry, i) => (
            <li key={i}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setSelected(i)}
                className={`flex w-full items-start gap-2 px-3 py-2 text-left text-sm ${
                  i === index ? 'bg-brand-50' : 'hover:bg-gray-50'
                }`}
              >
                <span className="w-6 shrink-0 text-gray-500">{i + 1}.</span>
                <span
                  className={`line-clamp-2 flex-1 ${entry.is_active ? 'text-gray-900' : 'text-gray-500'}`}
                >
                  {entry.message || 'Mensaje vacío'}
                </span>
                {!entry.is_active ? <span className="shrink-0 text-xs text-gray-500">Inactivo</span> : null}
                {errorOf(i) ? (
                  <span className="shrink-0 text-xs font-medium text-red-700">Revisar</span>
                ) : null}
              </button>
            </li>
          ))}
        </ol>
        {item ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-gray-900">Mensaje {index + 1}</legend>
            <label className="block text-sm">
              <span className="field-label">Texto</span>
              <textarea
                className="field-input"
                rows={4}
                maxLength={300}
                aria-invalid={error ? true : undefined}
                aria-describedby="daily-message-count"
                value={item.message}
                onChange={(event) => set({ message: event.target.value })}
              />
              <span id="daily-message-count" className="mt-1 block text-xs text-gray-500">
                {item.message.length} de 300 caracteres
              </span>
              {error ? <span className="field-error">{error}</span> : null}
            </label>
            <TextField
              label="Autor (opcional)"
              value={item.author ?? ''}
              onChange={(event) => set({ author: event.target.value || null })}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={item.is_active}
                onChange={(event) => set({ is_active: event.target.checked })}
              />
              Activo
            </label>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-ghost" disabled={index === 0} onClick={() => move(-1)}>
                <ArrowUp aria-hidden className="size-4" /> Subir
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={index === list.length - 1}
                onClick={() => move(1)}
              >
                <ArrowDown aria-hidden className="size-4" /> Bajar
              </button>
              <button
                type="button"
                className="btn btn-ghost text-red-700"
                onClick={() => onChange(list.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden className="size-4" /> Eliminar
              </button>
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-gray-600">Sin mensajes: agrega el primero.</p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          onChange([...list, { message: '', author: null, is_active: true }]);
          setSelected(list.length);
        }}
      >
        <Plus aria-hidden className="size-4" /> Agregar mensaje
      </button>
    </div>
  );
}

/** The parts of Configuración, each on its own tab (issue 22: one 4,200 px page with five "Guardar"). */
export type SettingsPart = 'general' | 'citas' | 'mensajes' | 'funciones' | 'equipo';

/**
 * "Configuración": typed settings; a change reaches every instance without a restart. Shows one part at a
 * time; the values stay while the admin moves between parts, and each part saves only its own keys.
 */
export function SettingsForm({ part }: { part: SettingsPart }) {
  const settings = useSettings();
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError)
    return <ErrorFallback message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <SettingsEditor data={settings.data} part={part} />;
}

function SettingsEditor({ data, part }: { data: SettingsResponse; part: SettingsPart }) {
  const [values, setValues] = useState<Values>(data.settings);
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const common = { values, updated: data.updated };
  return (
    <div className="max-w-3xl">
      {part === 'general' ? (
        <SettingsSection
          title="General"
          keys={['platform_name', 'contact_email', 'contact_whatsapp', 'support_hours', 'maintenance_banner']}
          {...common}
        >
          {(errors) => (
            <>
              <TextField
                label={SETTING_LABELS.platform_name}
                value={values.platform_name}
                onChange={(event) => set({ platform_name: event.target.value })}
                error={errors.platform_name}
              />
              <TextField
                label={SETTING_LABELS.contact_email}
                type="email"
                value={values.contact_email}
                onChange={(event) => set({ contact_email: event.target.value })}
                error={errors.contact_email}
              />
              <TextField
                label={SETTING_LABELS.contact_whatsapp}
                type="tel"
                hint="Un celular chileno, por ejemplo +56 9 1234 5678. Vacío: no se muestra en «Contáctanos»."
                value={values.contact_whatsapp}
                onChange={(event) => set({ contact_whatsapp: event.target.value })}
                error={errors.contact_whatsapp}
              />
              <TextField
                label={SETTING_LABELS.support_hours}
                hint="Se muestra en «Contáctanos»: «te respondemos …». Por ejemplo: de lunes a viernes, de 9:00 a 18:00."
                value={values.support_hours}
                onChange={(event) => set({ support_hours: event.target.value })}
                error={errors.support_hours}
              />
              <TextField
                label={SETTING_LABELS.maintenance_banner}
                hint="Vacío: sin aviso. Se muestra arriba en todas las pantallas."
                value={values.maintenance_banner}
                onChange={(event) => set({ maintenance_banner: event.target.value })}
                error={errors.maintenance_banner}
              />
            </>
          )}
        </SettingsSection>
      ) : null}
      {part === 'general' ? <IssuerSection values={values} set={set} updated={data.updated} /> : null}
      {part === 'citas' ? (
        <SettingsSection
          title="Citas y valoraciones"
          keys={[
            'appointment_cancellation_hours',
            'reminder_lead_hours',
            'feedback_prompt_day',
            'unread_message_email_minutes',
          ]}
          {...common}
        >
          {(errors) => (
            <>
              <NumberField
                label={SETTING_LABELS.appointment_cancellation_hours}
                min={0}
                max={168}
                value={values.appointment_cancellation_hours}
                onChange={(value) => set({ appointment_cancellation_hours: value })}
                error={errors.appointment_cancellation_hours}
              />
              <TextField
                label={SETTING_LABELS.reminder_lead_hours}
                hint="Horas antes de la cita, separadas por comas (por ejemplo: 24, 1)."
                value={values.reminder_lead_hours.join(', ')}
                onChange={(event) =>
                  set({
                    reminder_lead_hours: event.target.value
                      .split(',')
                      .map((part) => part.trim())
                      .filter(Boolean)
                      .map(Number),
                  })
                }
                error={
                  errors.reminder_lead_hours ??
                  Object.entries(errors).find(([key]) => key.startsWith('reminder_lead_hours.'))?.[1]
                }
              />
              <NumberField
                label={SETTING_LABELS.feedback_prompt_day}
                min={1}
                max={28}
                value={values.feedback_prompt_day}
                onChange={(value) => set({ feedback_prompt_day: value })}
                error={errors.feedback_prompt_day}
              />
              <NumberField
                label={SETTING_LABELS.unread_message_email_minutes}
                min={5}
                max={1440}
                value={values.unread_message_email_minutes}
                onChange={(value) => set({ unread_message_email_minutes: value })}
                error={errors.unread_message_email_minutes}
              />
            </>
          )}
        </SettingsSection>
      ) : null}
      {part === 'mensajes' ? (
        <SettingsSection title={SETTING_LABELS.daily_messages} keys={['daily_messages']} {...common}>
          {(errors) => (
            <DailyMessagesEditor
              list={values.daily_messages}
              onChange={(daily_messages) => set({ daily_messages })}
              errors={errors}
            />
          )}
        </SettingsSection>
      ) : null}
      {part === 'funciones' ? (
        <SettingsSection title={SETTING_LABELS.experiments} keys={['experiments']} {...common}>
          {(errors) => (
            <fieldset className="space-y-3">
              <legend className="text-sm text-gray-600">
                Se aplican en todas las pantallas en menos de cinco minutos, sin publicar una versión nueva.
              </legend>
              {EXPERIMENT_KEYS.map((key) => (
                <label key={key} className="flex items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4"
                    checked={values.experiments[key]}
                    onChange={(event) =>
                      set({ experiments: { ...values.experiments, [key]: event.target.checked } })
                    }
                  />
                  <span>
                    <span className="font-medium text-gray-900">{EXPERIMENTS[key].label}</span>
                    <span className="block text-gray-600">{EXPERIMENTS[key].description}</span>
                  </span>
                </label>
              ))}
              {errors.experiments ? <p className="field-error">{errors.experiments}</p> : null}
            </fieldset>
          )}
        </SettingsSection>
      ) : null}
      {part === 'equipo' ? (
        <SettingsSection title={SETTING_LABELS.featured_trainers} keys={['featured_trainers']} {...common}>
          {(errors) => (
            <fieldset className="space-y-2">
              <legend className="text-sm text-gray-600">
                Aparecen en la sección del equipo de la página de inicio.
              </legend>
              {data.trainer_options.length === 0 ? (
                <p className="text-sm text-gray-600">Todavía no hay perfiles profesionales.</p>
              ) : null}
              {data.trainer_options.map((trainer) => (
                <label key={trainer.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={values.featured_trainers.includes(trainer.id)}
                    onChange={(event) =>
                      set({
                        featured_trainers: event.target.checked
                          ? [...values.featured_trainers, trainer.id]
                          : values.featured_trainers.filter((id) => id !== trainer.id),
                      })
                    }
                  />
                  {trainer.name}
                  {trainer.is_active ? null : <span className="text-xs text-gray-500">(inactiva/o)</span>}
                </label>
              ))}
              {errors.featured_trainers ? <p className="field-error">{errors.featured_trainers}</p> : null}
            </fieldset>
          )}
        </SettingsSection>
      ) : null}
    </div>
  );
}

/** Who issues the receipts: razón social, RUT, giro and address, printed on every receipt (issue 48 §2). */
function IssuerSection({
  values,
  set,
  updated,
}: {
  values: Values;
  set: (changes: Partial<Values>) => void;
  updated: SettingsResponse['updated'];
}) {
  const issuer = values.billing_issuer;
  const field = (key: keyof Values['billing_issuer'], label: string, errors: Errors, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={issuer[key]}
      onChange={(event) => set({ billing_issuer: { ...issuer, [key]: event.target.value } })}
      error={errors[`billing_issuer.${key}`] ?? (key === 'legal_name' ? errors.billing_issuer : undefined)}
    />
  );
  return (
    <div className="mt-6">
      <SettingsSection
        title={SETTING_LABELS.billing_issuer}
        keys={['billing_issuer']}
        values={values}
        updated={updated}
      >
        {(errors) => (
          <>
            <p className="text-sm text-gray-600">Se imprime en cada comprobante y en su correo.</p>
            {field('legal_name', 'Razón social', errors)}
            {field(
              'rut',
              'RUT de la empresa',
              errors,
              'Con su dígito verificador, por ejemplo 76.543.210-3.',
            )}
            {field('business_line', 'Giro', errors)}
            {field('address', 'Dirección', errors)}
            {field('comuna', 'Comuna', errors)}
            {field(
              'activity_code',
              'Código de actividad económica (SII)',
              errors,
              'Seis dígitos, como figura en tu inicio de actividades; por ejemplo 869090.',
            )}
          </>
        )}
      </SettingsSection>
    </div>
  );
}
