// No imports but relative ones: vite.config.ts reads this table too (the landing pages it builds).
import { paths } from './paths';

/** Who may open a screen: anyone, only someone signed out, a signed-in account, an admin. */
export type RouteArea = 'open' | 'visitor' | 'member' | 'admin';

export interface AppRoute {
  /** The path pattern React Router matches (`:id` for a parameter). */
  path: string;
  /** The browser tab's title, in the menus' own words (issue 11: "un `<title>` por ruta"). */
  title: string;
  area: RouteArea;
  /** Its screen: a module under src/app/routes (lazy, a chunk of its own), and the export when not default. */
  screen: `${'public' | 'member' | 'admin'}/${string}`;
  export?: string;
  /**
   * People arrive on it from outside (a link, a bookmark, the home-screen icon): the build writes
   * routes/AUDIENCE/NAME.html for it (NAME: the path without its slash), preloading its chunks and the API
   * answers it waits for (docs/first-screens.md).
   */
  landing?: { audience: 'visitor' | 'signed-in'; data?: string[] };
  /** A member screen with a storefront twin: signed out, this screen is shown instead of /login (ADR 0085). */
  signedOut?: { screen: `public/${string}`; export?: string };
}

/**
 * Every screen of the app, once: the router, the tab titles and the landing pages are derived from this
 * table (issue 44 §4). Links are built with `paths`. Within a level, a fixed path comes before a pattern
 * that would also match it (the titles take the first match).
 */
export const ROUTES: readonly AppRoute[] = [
  // Signed out only.
  {
    path: paths.login,
    title: 'Iniciar sesión',
    area: 'visitor',
    screen: 'public/login',
    landing: { audience: 'visitor' },
  },
  {
    path: paths.loginAdmin,
    title: 'Acceso administración',
    area: 'visitor',
    screen: 'public/login-admin',
    landing: { audience: 'visitor' },
  },
  // Anyone.
  {
    path: paths.forgotPassword,
    title: 'Recuperar contraseña',
    area: 'open',
    screen: 'public/reset-password',
  },
  { path: paths.resetPassword, title: 'Recuperar contraseña', area: 'open', screen: 'public/reset-password' },
  { path: paths.terms, title: 'Términos y condiciones', area: 'open', screen: 'public/terms' },
  { path: paths.privacy, title: 'Política de privacidad', area: 'open', screen: 'public/privacy-policy' },
  { path: paths.learnMore, title: 'Conoce Vitalia', area: 'open', screen: 'public/learn-more' },
  {
    path: paths.storePlans,
    title: 'Planes y precios',
    area: 'open',
    screen: 'public/store-plans',
    landing: { audience: 'visitor', data: ['/api/public/plans'] },
  },
  {
    path: paths.storeTeam,
    title: 'Nuestro equipo',
    area: 'open',
    screen: 'public/store-team',
    landing: { audience: 'visitor', data: ['/api/public/team'] },
  },
  {
    path: paths.storeEvaluation,
    title: 'Evaluación inicial gratis',
    area: 'open',
    screen: 'public/store-evaluation',
    landing: { audience: 'visitor' },
  },
  {
    path: paths.storeEvaluationConfirm,
    title: 'Confirma tu evaluación',
    area: 'open',
    screen: 'public/store-evaluation-confirm',
  },
  { path: paths.dashboardRedirect, title: 'Mi resumen', area: 'open', screen: 'public/dashboard-redirect' },
  { path: paths.manageAppointment, title: 'Tu cita', area: 'open', screen: 'public/manage-appointment' },
  {
    path: '/certificados/:code',
    title: 'Verificación de certificado',
    area: 'open',
    screen: 'public/certificate',
  },

  // Administration, inside its layout.
  {
    path: paths.admin.root,
    title: 'Panel de administración',
    area: 'admin',
    screen: 'admin/admin-dashboard',
    landing: { audience: 'signed-in' },
  },
  { path: paths.admin.appointments, title: 'Citas', area: 'admin', screen: 'admin/admin-appointments' },
  { path: paths.admin.foods, title: 'Alimentos', area: 'admin', screen: 'admin/admin-foods' },
  { path: paths.admin.coupons, title: 'Cupones', area: 'admin', screen: 'admin/admin-coupons' },
  {
    path: paths.admin.blockedRecords,
    title: 'Fichas bloqueadas',
    area: 'admin',
    screen: 'admin/admin-blocked-records',
  },
  {
    path: paths.admin.messageReports,
    title: 'Mensajes reportados',
    area: 'admin',
    screen: 'admin/admin-message-reports',
  },
  {
    path: paths.admin.appointmentTypes,
    title: 'Tipos de consulta',
    area: 'admin',
    screen: 'admin/admin-appointments',
    export: 'AdminAppointmentTypesRoute',
  },
  {
    path: paths.admin.teamHours,
    title: 'Horarios del equipo',
    area: 'admin',
    screen: 'admin/admin-appointments',
    export: 'AdminTeamHoursRoute',
  },
  { path: paths.admin.content, title: 'Gestión de Contenido', area: 'admin', screen: 'admin/admin-content' },
  { path: paths.admin.courses, title: 'Gestión de Cursos', area: 'admin', screen: 'admin/admin-courses' },
  {
    path: '/admin/courses/:courseId',
    title: 'Editar curso · Gestión de Cursos',
    area: 'admin',
    screen: 'admin/admin-courses',
    export: 'AdminCourseRoute',
  },
  {
    path: paths.admin.resources,
    title: 'E-books · Gestión de Contenido',
    area: 'admin',
    screen: 'admin/admin-resources',
  },
  { path: paths.admin.videos, title: 'Gestión de Videos', area: 'admin', screen: 'admin/admin-videos' },
  { path: paths.admin.classes, title: 'Clases en Vivo', area: 'admin', screen: 'admin/admin-classes' },
  { path: paths.admin.calendar, title: 'Clases en Vivo', area: 'admin', screen: 'admin/admin-calendar' },
  { path: paths.admin.users, title: 'Gestión de Usuarios', area: 'admin', screen: 'admin/admin-users' },
  {
    path: '/admin/users/notifications',
    title: 'Notificaciones · Gestión de Usuarios',
    area: 'admin',
    screen: 'admin/admin-users',
    export: 'AdminNotificationsRoute',
  },
  {
    path: '/admin/users/activity',
    title: 'Registro de actividad · Gestión de Usuarios',
    area: 'admin',
    screen: 'admin/admin-users',
    export: 'AdminActivityRoute',
  },
  {
    path: '/admin/users/:id',
    title: 'Ficha de miembro · Gestión de Usuarios',
    area: 'admin',
    screen: 'admin/admin-users',
    export: 'AdminUserRoute',
  },
  { path: paths.admin.analytics, title: 'Analíticas', area: 'admin', screen: 'admin/admin-analytics' },
  { path: paths.admin.payments, title: 'Pagos', area: 'admin', screen: 'admin/admin-payments' },
  { path: paths.admin.memberships, title: 'Membresías', area: 'admin', screen: 'admin/admin-memberships' },
  { path: paths.admin.feedback, title: 'Valoraciones', area: 'admin', screen: 'admin/admin-feedback' },
  { path: paths.admin.settings, title: 'Configuración', area: 'admin', screen: 'admin/admin-settings' },
  { path: paths.admin.profile, title: 'Mi Perfil', area: 'admin', screen: 'member/profile' },

  // Signed in, inside the member layout.
  {
    path: paths.home,
    title: 'Inicio',
    area: 'member',
    screen: 'member/home',
    landing: { audience: 'signed-in', data: ['/api/users/me/home', '/api/users/me/intake'] },
  },
  {
    path: paths.tutorial,
    title: 'Cómo funciona',
    area: 'member',
    screen: 'member/tutorial',
    landing: { audience: 'signed-in' },
  },
  { path: paths.contact, title: 'Contáctanos', area: 'member', screen: 'member/contact' },
  {
    path: paths.dashboard,
    title: 'Mi resumen',
    area: 'member',
    screen: 'member/dashboard',
    landing: { audience: 'signed-in', data: ['/api/users/me/home'] },
  },
  {
    path: paths.welcome,
    title: 'Tu cuestionario',
    area: 'member',
    screen: 'member/welcome',
    landing: { audience: 'signed-in' },
  },
  { path: paths.videos, title: 'Videos', area: 'member', screen: 'member/videos' },
  {
    path: paths.premiumVideos,
    title: 'Videos premium',
    area: 'member',
    screen: 'member/videos',
    export: 'PremiumVideosRoute',
  },
  { path: '/video/:videoId', title: 'Video', area: 'member', screen: 'member/video' },
  { path: paths.library, title: 'Biblioteca', area: 'member', screen: 'member/library' },
  {
    path: '/biblioteca/:resourceId',
    title: 'Lector · Biblioteca',
    area: 'member',
    screen: 'member/library',
    export: 'LibraryReaderRoute',
  },
  {
    path: paths.courses,
    title: 'Cursos',
    area: 'member',
    screen: 'member/courses',
    signedOut: { screen: 'public/store-courses' },
    landing: { audience: 'visitor', data: ['/api/public/courses'] },
  },
  {
    path: '/cursos/:courseId',
    title: 'Curso',
    area: 'member',
    screen: 'member/courses',
    export: 'CourseRoute',
    signedOut: { screen: 'public/store-courses', export: 'StoreCourseRoute' },
  },
  {
    path: '/cursos/:courseId/leccion/:lessonId',
    title: 'Lección',
    area: 'member',
    screen: 'member/courses',
    export: 'LessonRoute',
  },
  { path: paths.search, title: 'Buscar', area: 'member', screen: 'member/search' },
  { path: paths.agenda, title: 'Agendamiento', area: 'member', screen: 'member/agenda' },
  { path: paths.appointments, title: 'Mis Citas', area: 'member', screen: 'member/appointments' },
  { path: paths.classes, title: 'Mis Clases', area: 'member', screen: 'member/classes' },
  { path: paths.messages, title: 'Mensajes', area: 'member', screen: 'member/messages' },
  { path: '/check-in/:checkInId', title: 'Check-in', area: 'member', screen: 'member/check-in' },
  { path: paths.trainerHome, title: 'Hoy', area: 'member', screen: 'member/trainer-practice' },
  {
    path: paths.trainerClients,
    title: 'Mis clientes',
    area: 'member',
    screen: 'member/trainer-practice',
    export: 'TrainerClientsRoute',
  },
  {
    path: '/trainer/clientes/:memberId',
    title: 'Ficha de cliente',
    area: 'member',
    screen: 'member/trainer-practice',
    export: 'TrainerClientRoute',
  },
  {
    path: paths.trainerClasses,
    title: 'Agenda profesional',
    area: 'member',
    screen: 'member/trainer-classes',
  },
  {
    path: paths.trainerCourses,
    title: 'Mis cursos como profesional',
    area: 'member',
    screen: 'member/trainer-courses',
  },
  {
    path: '/trainer/cursos/:courseId',
    title: 'Editar curso',
    area: 'member',
    screen: 'member/trainer-courses',
    export: 'TrainerCourseRoute',
  },
  {
    path: paths.trainerEbooks,
    title: 'Mis e-books como profesional',
    area: 'member',
    screen: 'member/trainer-ebooks',
  },
  {
    path: paths.trainerVideos,
    title: 'Mis videos como profesional',
    area: 'member',
    screen: 'member/trainer-videos',
  },
  { path: paths.mealPlan, title: 'Mi plan de alimentación', area: 'member', screen: 'member/meal-plan' },
  {
    path: '/trainer/clientes/:memberId/plan-nuevo',
    title: 'Nuevo plan de alimentación',
    area: 'member',
    screen: 'member/trainer-meal-plans',
  },
  {
    path: paths.trainerNewMealPlanTemplate,
    title: 'Nueva plantilla de plan',
    area: 'member',
    screen: 'member/trainer-meal-plans',
    export: 'NewMealPlanTemplateRoute',
  },
  {
    path: '/trainer/planes/:planId',
    title: 'Editar plan de alimentación',
    area: 'member',
    screen: 'member/trainer-meal-plans',
    export: 'EditMealPlanRoute',
  },
  { path: paths.journal, title: 'Mi diario de comidas', area: 'member', screen: 'member/journal' },
  { path: paths.progress, title: 'Mi progreso', area: 'member', screen: 'member/progress' },
  { path: paths.myPayments, title: 'Mis pagos', area: 'member', screen: 'member/my-payments' },
  { path: paths.trainerRecipes, title: 'Recetas', area: 'member', screen: 'member/recipes' },
  {
    path: paths.trainerNewRecipe,
    title: 'Nueva receta',
    area: 'member',
    screen: 'member/recipes',
    export: 'NewRecipeRoute',
  },
  {
    path: '/recetas/:recipeId',
    title: 'Receta',
    area: 'member',
    screen: 'member/recipes',
    export: 'RecipeRoute',
  },
  { path: paths.membershipPlans, title: 'Membresía', area: 'member', screen: 'member/membership-plans' },
  { path: paths.cart, title: 'Carrito', area: 'member', screen: 'member/cart' },
  { path: paths.paymentSuccess, title: 'Pago aprobado', area: 'member', screen: 'member/payment-success' },
  {
    path: paths.paymentFailure,
    title: 'Pago no completado',
    area: 'member',
    screen: 'member/payment-failure',
  },
  {
    path: paths.checkoutMembership,
    title: 'Pago de membresía',
    area: 'member',
    screen: 'member/checkout-membership',
  },
  {
    path: paths.profile,
    title: 'Mi Perfil',
    area: 'member',
    screen: 'member/profile',
    landing: { audience: 'signed-in' },
  },
  {
    path: '/class-registration/:classId',
    title: 'Inscripción a clase',
    area: 'member',
    screen: 'member/class-registration',
  },
];

/** The layouts the admin and member screens render inside (lazy, chunks of their own). */
export const LAYOUTS = { admin: 'admin/admin-layout', member: 'member/member-layout' } as const;
