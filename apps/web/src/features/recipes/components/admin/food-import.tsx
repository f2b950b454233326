import { useState, type FormEvent } from 'react';
import { Loading, LoadError } from '@/components/data/load-states';
import { formatCount } from '@/utils/format';
import { useFoodImport } from '../../api/get-food-import';
import { useStartFoodImport } from '../../api/start-food-import';

const FDC_FILES = ['food', 'food_nutrient', 'nutrient', 'food_portion'] as const;

/** A bar with its figure read aloud: the upload's, then the job's. */
function Progress({ label, value }: { label: string; value: number }) {
  const percent = Math.round(value * 100);
  return (
    <div>
      <p className="text-sm text-gray-700">
        {label}: {percent} %
      </p>
      <progress className="h-2 w-full" max={100} value={percent} aria-label={label} />
    </div>
  );
}

/** What the job did: counts, and each refused row with its line and reasons. */
function ImportReport({ id }: { id: number }) {
  const query = useFoodImport(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const report = query.data.import;
  return (
    <section aria-labelledby="food-import-report" className="space-y-3" aria-live="polite">
      <h3 id="food-import-report" className="font-semibold text-gray-900">
        {report.status === 'done'
          ? 'Importación terminada'
          : report.status === 'failed'
            ? 'La importación no se pudo completar'
            : 'Importando…'}
      </h3>
      {report.status === 'queued' || report.status === 'running' ? (
        <Progress label="Lectura de los archivos" value={report.progress} />
      ) : null}
      {report.failure ? <p className="text-red-700">{report.failure}</p> : null}
      <p className="text-sm text-gray-800">
        {formatCount(report.inserted)} nuevos · {formatCount(report.updated)} actualizados ·{' '}
        {formatCount(report.unchanged)} sin cambios · {formatCount(report.refused)} filas rechazadas
      </p>
      {report.problems.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="text-left text-gray-700">
            Filas rechazadas
            {report.refused > report.problems.length ? ` (las primeras ${report.problems.length})` : ''}
          </caption>
          <thead>
            <tr className="text-left text-gray-600">
              <th scope="col">Archivo</th>
              <th scope="col">Línea</th>
              <th scope="col">Qué corregir</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((problem, index) => (
              <tr key={index} className="border-t border-gray-100 align-top">
                <td className="py-1 pr-2">{problem.file}</td>
                <td className="py-1 pr-2 tabular-nums">{problem.line || '—'}</td>
                <td className="py-1">{problem.errors.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/**
 * "Importar alimentos" (issue 47): our CSV, or the FoodData Central release's four files; the upload's
 * progress, then the job's, then its report. Running it twice changes nothing the second time.
 */
export function FoodImport() {
  const [kind, setKind] = useState<'vitalia' | 'fdc'>('vitalia');
  const [files, setFiles] = useState<Record<string, File>>({});
  const [uploaded, setUploaded] = useState(0);
  const start = useStartFoodImport((progress) => setUploaded(progress.loaded / Math.max(1, progress.total)));
  const needed = kind === 'vitalia' ? ['file'] : [...FDC_FILES];
  const ready = needed.every((field) => files[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUploaded(0);
    start.mutate(
      Object.fromEntries(needed.flatMap((field) => (files[field] ? [[field, files[field]]] : []))),
    );
  };
  return (
    <section aria-labelledby="food-import" className="card space-y-4">
      <h2 id="food-import" className="text-lg font-semibold text-gray-900">
        Importar alimentos
      </h2>
      <p className="text-sm text-gray-700">
        Los valores de la tabla son referenciales. Una clínica con una tabla chilena con licencia la carga
        aquí. Cada alimento se actualiza por su identificador: importar dos veces el mismo archivo no cambia
        nada.
      </p>
      <form onSubmit={submit} className="space-y-3">
        <fieldset className="space-y-1">
          <legend className="field-label">Formato</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              checked={kind === 'vitalia'}
              onChange={() => setKind('vitalia')}
            />{' '}
            CSV con las columnas de Vitalia (id, nombre, sinonimos, categoria, estado, energia_kcal…)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === 'fdc'} onChange={() => setKind('fdc')} />{' '}
            Publicación de USDA FoodData Central (cuatro archivos CSV)
          </label>
        </fieldset>
        {needed.map((field) => (
          <div key={field}>
            <label htmlFor={`food-import-${field}`} className="field-label">
              {field === 'file' ? 'Archivo CSV' : `${field}.csv`}
            </label>
            <input
              id={`food-import-${field}`}
              type="file"
              accept=".csv,text/csv"
              className="block text-sm"
              onChange={(event) => {
                const file = event.target.files?.[0];
                setFiles((current) => {
                  const next = { ...current };
                  if (file) next[field] = file;
                  else delete next[field];
                  return next;
                });
              }}
            />
          </div>
        ))}
        {start.isPending ? <Progress label="Subida" value={uploaded} /> : null}
        {start.isError ? (
          <p role="alert" className="text-red-700">
            {start.error.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={!ready || start.isPending}>
          {start.isPending ? 'Subiendo…' : 'Importar'}
        </button>
      </form>
      {start.data ? <ImportReport id={start.data.import.id} /> : null}
    </section>
  );
}
