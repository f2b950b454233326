import { Mail, MessageCircle } from 'lucide-react';
import { formatPhone } from '@vitalia/shared/user-rules';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { usePublicSettings } from '@/lib/public-settings';

/** /contacto: the practice's WhatsApp (only when Configuración has one) and e-mail. */
export default function ContactRoute() {
  const settings = usePublicSettings();
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError)
    return <ErrorFallback message={settings.error.message} onRetry={() => void settings.refetch()} />;
  const {
    contact_email: email,
    contact_whatsapp: whatsapp,
    platform_name: name,
    support_hours: hours,
  } = settings.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-brand-900">Contáctanos</h1>
        <p className="text-gray-600">
          ¿Tienes una duda sobre tu plan, un pago o tu acompañamiento? Escríbele al equipo de {name}; te
          respondemos {hours}.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {whatsapp ? (
          <li className="card flex flex-col gap-3 p-5">
            <MessageCircle aria-hidden className="size-6 text-brand-700" />
            <h2 className="font-semibold text-gray-900">WhatsApp</h2>
            <p className="text-sm text-gray-600">{formatPhone(whatsapp)}</p>
            <a
              className="btn btn-primary mt-auto"
              href={`https://wa.me/${whatsapp.replace('+', '')}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Escribir por WhatsApp
            </a>
          </li>
        ) : null}
        <li className="card flex flex-col gap-3 p-5">
          <Mail aria-hidden className="size-6 text-brand-700" />
          <h2 className="font-semibold text-gray-900">Correo</h2>
          <p className="break-all text-sm text-gray-600">{email}</p>
          <a className="btn btn-secondary mt-auto" href={`mailto:${email}`}>
            Escribir un correo
          </a>
        </li>
      </ul>
    </div>
  );
}
