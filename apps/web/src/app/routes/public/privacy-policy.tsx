import { PublicPage } from '@/components/layouts/public-page';

export default function PrivacyPolicyRoute() {
  return (
    <PublicPage title="Política de privacidad" updated="21 de noviembre de 2026">
      <p>
        En Vitalia cuidamos tus datos personales conforme a la Ley N° 19.628 sobre protección de la vida
        privada y a la Ley N° 21.719 que la moderniza, y a la Ley N° 20.584 sobre derechos y deberes de los
        pacientes. Aquí te explicamos qué datos tratamos, para qué, por cuánto tiempo y cómo ejercer tus
        derechos.
      </p>
      <h2>Datos que tratamos</h2>
      <ul>
        <li>Datos de cuenta: nombre, apellido, email, teléfono, nombre de usuario y foto de perfil.</li>
        <li>
          <strong>Datos de salud</strong>: lo que compartes con tu equipo (objetivos, hábitos, medidas,
          antecedentes, notas de consulta). La ley los considera <strong>datos sensibles</strong>.
        </li>
        <li>Datos de uso: cursos y videos vistos, descargas, citas, clases y valoraciones.</li>
        <li>
          Datos de pago: plan contratado y estado de los pagos. Los datos de tu tarjeta los procesa el
          proveedor de pagos; Vitalia no los guarda.
        </li>
      </ul>
      <h2>Para qué los usamos</h2>
      <ul>
        <li>Prestarte el acompañamiento que contrataste y coordinar tus consultas y clases.</li>
        <li>
          Tus datos de salud se usan solo para tu atención y solo los ven los profesionales que te acompañan.
        </li>
        <li>Enviarte avisos del servicio (recordatorios, cambios de contraseña, notificaciones).</li>
        <li>Mejorar la plataforma con estadísticas agregadas que no te identifican.</li>
      </ul>
      <p>
        Tratamos tus datos sensibles solo con tu consentimiento expreso, que das al crear tu cuenta y puedes
        retirar en cualquier momento. Nunca vendemos tus datos ni los usamos para publicidad de terceros.
      </p>
      <h2>Cuánto tiempo los guardamos</h2>
      <ul>
        <li>Mientras tu cuenta esté activa.</li>
        <li>
          Si eliminas tu cuenta, borramos o anonimizamos tus datos personales dentro de 30 días, salvo los que
          la ley nos obligue a conservar (por ejemplo, registros tributarios de pagos).
        </li>
        <li>Los registros de seguridad (inicios de sesión) se guardan hasta 12 meses.</li>
      </ul>
      <h2>Cómo los protegemos</h2>
      <p>
        Las contraseñas se guardan con un algoritmo de hash robusto (argon2id), las sesiones se pueden
        revocar, la comunicación viaja cifrada y el acceso del equipo está limitado según su función.
      </p>
      <h2>Tus derechos</h2>
      <p>
        Puedes acceder, rectificar, eliminar, oponerte, pedir la portabilidad de tus datos y bloquear su
        tratamiento. Desde tu perfil puedes descargar una copia de tus datos y eliminar tu cuenta. También
        puedes escribir a{' '}
        <a className="text-brand-700 underline" href="mailto:privacidad@vitalia.cl">
          privacidad@vitalia.cl
        </a>
        ; respondemos dentro de 15 días hábiles.
      </p>
      <h2>Cookies</h2>
      <p>
        Usamos solo cookies necesarias: una para mantener tu sesión y otra que protege los formularios contra
        solicitudes falsificadas. No usamos cookies de seguimiento publicitario.
      </p>
    </PublicPage>
  );
}
