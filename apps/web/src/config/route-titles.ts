import { matchPath } from 'react-router';

/**
 * Each screen's browser-tab title (issue 11: "un `<title>` por ruta"), in the menus' own words. Patterns
 * are tried in order; the first match wins. Kept beside `paths` so a new route gets its title here.
 */
const TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/login', 'Iniciar sesión'],
  ['/login-admin', 'Acceso administración'],
  ['/forgot-password', 'Recuperar contraseña'],
  ['/reset-password', 'Recuperar contraseña'],
  ['/terms', 'Términos y condiciones'],
  ['/privacy-policy', 'Política de privacidad'],
  ['/learn-more', 'Conoce Vitalia'],
  ['/citas/gestionar', 'Tu cita'],
  ['/home', 'Inicio'],
  ['/tutorial', 'Cómo funciona'],
  ['/dashboard', 'Dashboard'],
  ['/bienvenida', 'Tu cuestionario'],
  ['/videos', 'Videos Gratis'],
  ['/video/:videoId', 'Video'],
  ['/videos/premium', 'Videos premium'],
  ['/buscar', 'Buscar'],
  ['/cursos', 'Cursos'],
  ['/cursos/:courseId', 'Curso'],
  ['/cursos/:courseId/leccion/:lessonId', 'Lección'],
  ['/certificados/:code', 'Verificación de certificado'],
  ['/biblioteca', 'E-Book'],
  ['/biblioteca/:resourceId', 'Lector · E-Book'],
  ['/carrito', 'Carrito'],
  ['/agenda', 'Agendamiento'],
  ['/citas', 'Mis Citas'],
  ['/classes', 'Mis Clases'],
  ['/trainer/classes', 'Mis clases como profesional'],
  ['/trainer/cursos', 'Mis cursos como profesional'],
  ['/trainer/ebooks', 'Mis e-books como profesional'],
  ['/trainer/videos', 'Mis videos como profesional'],
  ['/trainer/cursos/:courseId', 'Editar curso'],
  ['/membership-plans', 'Membresía'],
  ['/checkout-membership', 'Pago de membresía'],
  ['/payment-success', 'Pago aprobado'],
  ['/payment-failure', 'Pago no completado'],
  ['/profile', 'Mi Perfil'],
  ['/contacto', 'Contáctanos'],
  ['/class-registration/:classId', 'Inscripción a clase'],
  ['/admin', 'Panel de administración'],
  ['/admin/users', 'Gestión de Usuarios'],
  ['/admin/users/notifications', 'Notificaciones · Gestión de Usuarios'],
  ['/admin/users/activity', 'Registro de actividad · Gestión de Usuarios'],
  ['/admin/users/:id', 'Ficha de socia/o · Gestión de Usuarios'],
  ['/admin/analytics', 'Analíticas'],
  ['/admin/payments', 'Pagos'],
  ['/admin/memberships', 'Membresías'],
  ['/admin/settings', 'Configuración'],
  ['/admin/feedback', 'Valoraciones'],
  ['/admin/content', 'Gestión de Contenido'],
  ['/admin/courses', 'Gestión de Cursos'],
  ['/admin/courses/:courseId', 'Editar curso · Gestión de Cursos'],
  ['/admin/videos', 'Gestión de Videos'],
  ['/admin/clases', 'Clases en Vivo'],
  ['/admin/calendar/class', 'Clases en Vivo'],
  ['/admin/appointments/tipos', 'Tipos de consulta'],
  ['/admin/appointments/horarios', 'Horarios del equipo'],
  ['/admin/appointments', 'Citas'],
  ['/admin/resources', 'E-books · Gestión de Contenido'],
  ['/admin/profile', 'Mi Perfil'],
];

export const APP_NAME = 'Vitalia';

/** "Gestión de Usuarios · Vitalia"; an unknown path gets the app's name alone. */
export function titleFor(pathname: string): string {
  const match = TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return match ? `${match[1]} · ${APP_NAME}` : `${APP_NAME} · Coaching de salud y nutrición`;
}
