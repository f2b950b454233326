import PhoneInputWithCountry, { type Value } from 'react-phone-number-input';
import es from 'react-phone-number-input/locale/es.json';
import 'react-phone-number-input/style.css';

// The library's Spanish names its country list "Número de teléfono del país"; a screen reader should hear "País".
const SPANISH_LABELS = { ...es, country: 'País' };
import { DEFAULT_PHONE_COUNTRY } from '@vitalia/shared/constants/auth';

/**
 * International phone input defaulting to Chile (SPEC §5). Flags come from /flags (copied at build time),
 * never from the library's default CDN, which is unreachable offline.
 */
export default function PhoneInput({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <PhoneInputWithCountry
      id={id}
      international
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      countryCallingCodeEditable={false}
      labels={SPANISH_LABELS}
      flagUrl="/flags/{XX}.svg"
      value={(value || undefined) as Value | undefined}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      autoComplete="tel"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={`field-input flex items-center gap-2 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200 ${invalid ? 'border-red-500' : ''}`}
      numberInputProps={{ className: 'min-w-0 flex-1 bg-transparent outline-none' }}
    />
  );
}
