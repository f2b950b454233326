import { PublicPage } from '@/components/layouts/public-page';
import { useSupportEmail } from '@/lib/public-settings';

export default function TermsRoute() {
  const supportEmail = useSupportEmail();
  return (
    <PublicPage title="Términos y condiciones" updated="21 de noviembre de 2026">
      <p>
        Estos términos regulan el uso de Vitalia, una plataforma de acompañamiento en salud y nutrición. Al
        crear una cuenta aceptas estas condiciones y nuestra política de privacidad. Si no estás de acuerdo,
        no uses el servicio.
      </p>
      <h2>1. Qué es Vitalia y qué no es</h2>
      <p>
        Vitalia ofrece educación en hábitos saludables, cursos, videos, recursos descargables, consultas con
        profesionales de la salud (nutricionistas, kinesiólogos, psicólogos y entrenadores) y clases en vivo.
        Vitalia <strong>no es un servicio de urgencia</strong> ni reemplaza la atención médica presencial.
        Ante una emergencia llama al 131 (SAMU) o acude al servicio de urgencia más cercano.
      </p>
      <h2>2. Tu cuenta</h2>
      <ul>
        <li>Debes tener al menos 18 años, o contar con la autorización de tu madre, padre o tutor.</li>
        <li>Los datos que entregas deben ser verdaderos y los mantendrás actualizados.</li>
        <li>
          Eres responsable de mantener tu contraseña en reserva. Si sospechas un uso indebido, cámbiala y
          avísanos.
        </li>
      </ul>
      <h2>3. Planes y pagos</h2>
      <p>
        Existen planes Free, Premium y Prime. Los precios se informan en pesos chilenos (CLP) con IVA incluido
        antes de pagar. Los planes de pago se renuevan mensualmente hasta que los canceles; la cancelación
        rige al final del período ya pagado. Tus derechos como consumidor según la Ley N° 19.496 se mantienen
        siempre.
      </p>
      <h2>4. Consultas y clases</h2>
      <p>
        Puedes cancelar o reagendar una consulta sin costo dentro del plazo que cada tipo de consulta indica
        al agendarla (y que repite el correo de tu reserva). Las recomendaciones de los profesionales son
        personales: no compartas tu plan como si fuera válido para otra persona.
      </p>
      <h2>5. Contenido</h2>
      <p>
        Los cursos, videos y documentos son para tu uso personal. No está permitido copiarlos, revenderlos ni
        publicarlos sin autorización escrita de Vitalia.
      </p>
      <h2>6. Conducta</h2>
      <p>
        Trata con respeto al equipo y a la comunidad. Podemos suspender cuentas que acosen, suplanten a otras
        personas o intenten vulnerar la seguridad de la plataforma.
      </p>
      <h2>7. Responsabilidad</h2>
      <p>
        Hacemos lo posible para que el servicio esté disponible y sea seguro, pero pueden existir
        interrupciones por mantención o causas ajenas. Los resultados de salud dependen de muchos factores y
        no podemos garantizarlos.
      </p>
      <h2>8. Cambios y contacto</h2>
      <p>
        Si cambiamos estos términos te avisaremos por correo y en la plataforma con al menos 15 días de
        anticipación. Escríbenos a{' '}
        <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        . Estos términos se rigen por las leyes de la República de Chile.
      </p>
    </PublicPage>
  );
}
