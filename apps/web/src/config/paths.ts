/** Typed route map: every link is built from here, never typed by hand. */
export const paths = {
  root: '/',
  login: '/login',
  loginAdmin: '/login-admin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy-policy',
  learnMore: '/learn-more',
  /** The public storefront (issue 48 §1): prices and the team before any sign-up. */
  storePlans: '/planes',
  storeTeam: '/equipo',
  /** The free first evaluation for a visitor, and her e-mail's confirmation link (ADR 0092). */
  storeEvaluation: '/reservar',
  storeEvaluationConfirm: '/reservar/confirmar',
  dashboardRedirect: '/dashboard-redirect',
  home: '/home',
  tutorial: '/tutorial',
  dashboard: '/dashboard',
  /** The onboarding intake (issue 11); also where /profile sends an edit. */
  welcome: '/bienvenida',
  videos: '/videos',
  premiumVideos: '/videos/premium',
  video: (videoId: string | number) => `/video/${videoId}`,
  /** One search across courses, videos and e-books (issue 19). */
  search: '/buscar',
  courses: '/cursos',
  course: (courseId: string | number) => `/cursos/${courseId}`,
  lesson: (courseId: string | number, lessonId: string | number) => `/cursos/${courseId}/leccion/${lessonId}`,
  /** The public check of a course certificate (issue 19). */
  certificate: (code: string) => `/certificados/${code}`,
  library: '/biblioteca',
  libraryReader: (resourceId: string | number) => `/biblioteca/${resourceId}`,
  agenda: '/agenda',
  appointments: '/citas',
  /** The cancel link of appointment e-mails (public: the signed token is the credential). */
  manageAppointment: '/citas/gestionar',
  classes: '/classes',
  /** Conversations with her professionals, or a professional's with her clients (issue 46). */
  messages: '/mensajes',
  checkIn: (id: string | number) => `/check-in/${id}`,
  /** A professional's own home, "Hoy" (issue 45 §1): where she lands. */
  trainerHome: '/trainer/hoy',
  /** "Mis clientes" and one client's chart (issue 45 §2, §3). */
  trainerClients: '/trainer/clientes',
  trainerClient: (memberId: string | number) => `/trainer/clientes/${memberId}`,
  trainerClasses: '/trainer/classes',
  /** A professional's own courses (issue 19). */
  trainerCourses: '/trainer/cursos',
  trainerCourse: (courseId: string | number) => `/trainer/cursos/${courseId}`,
  /** A professional's own e-books (issue 19). */
  trainerEbooks: '/trainer/ebooks',
  /** A professional's own videos (issue 19). */
  trainerVideos: '/trainer/videos',
  /** Recipes with their figures and reference seals (issue 47): hers and the team's, and a new one. */
  trainerRecipes: '/trainer/recetas',
  trainerNewRecipe: '/trainer/recetas/nueva',
  recipe: (id: string | number) => `/recetas/${id}`,
  /** Her weekly meal plan and shopping list (issue 47). */
  mealPlan: '/plan-alimentacion',
  /** A professional's meal-plan editor: a client's new plan, a new template, or one she wrote. */
  trainerNewMealPlan: (memberId: string | number) => `/trainer/clientes/${memberId}/plan-nuevo`,
  trainerNewMealPlanTemplate: '/trainer/planes/nueva-plantilla',
  trainerMealPlan: (id: string | number) => `/trainer/planes/${id}`,
  journal: '/diario',
  progress: '/progreso',
  myPayments: '/mis-pagos',
  membershipPlans: '/membership-plans',
  /** SPEC §3's cart, as a page of its own (the spec names no address for it). */
  cart: '/carrito',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  checkoutMembership: '/checkout-membership',
  profile: '/profile',
  /** Issue 22: how to reach the team (WhatsApp and e-mail from Configuración) until messaging exists. */
  contact: '/contacto',
  classRegistration: (classId: string | number) => `/class-registration/${classId}`,
  admin: {
    root: '/admin',
    appointments: '/admin/appointments',
    appointmentTypes: '/admin/appointments/tipos',
    teamHours: '/admin/appointments/horarios',
    content: '/admin/content',
    courses: '/admin/courses',
    course: (courseId: string | number) => `/admin/courses/${courseId}`,
    resources: '/admin/resources',
    videos: '/admin/videos',
    classes: '/admin/clases',
    calendar: '/admin/calendar/class',
    webinars: '/admin/webinars',
    users: '/admin/users',
    analytics: '/admin/analytics',
    payments: '/admin/payments',
    coupons: '/admin/cupones',
    memberships: '/admin/memberships',
    feedback: '/admin/feedback',
    messageReports: '/admin/mensajes-reportados',
    /** Clinical records kept after an account was deleted (ADR 0073). */
    blockedRecords: '/admin/fichas-bloqueadas',
    /** The foods table's imports (issue 47). */
    foods: '/admin/alimentos',
    settings: '/admin/settings',
    profile: '/admin/profile',
  },
} as const;
