import type { InputHTMLAttributes } from 'react';
import { paths } from '@/config/paths';

/** "Acepto los términos…": the consent every new account gives, with its links and its error under it. */
export function TermsConsent({
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { error?: string; ref?: React.Ref<HTMLInputElement> }) {
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-gray-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded accent-brand-700"
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <span>
          Acepto los{' '}
          <a
            href={paths.terms}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline"
          >
            términos y condiciones
          </a>{' '}
          y la{' '}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline"
          >
            política de privacidad
          </a>
          , incluido el tratamiento de mis datos de salud para mi acompañamiento.
        </span>
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
