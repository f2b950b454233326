/**
 * Every user-facing Spanish message of SPEC §5 and §8, copied exactly.
 * Both sides import from here so a wording change happens once.
 */

export const GENERAL_ERRORS = {
  network: 'Error de conexión. Verifica tu internet.',
  unauthorized: 'Sesión expirada. Inicia sesión nuevamente.',
  forbidden: 'No tienes permisos para esta acción.',
  methodNotAllowed: 'Servicio temporalmente no disponible. Intenta más tarde.',
  cors: 'Error de CORS. Verifica la configuración del servidor.',
  timeout: 'La solicitud tardó demasiado. Intenta nuevamente.',
} as const;

/** Server-side messages for the API error shape (DESIGN "Contract"). */
export const API_ERRORS = {
  validation: 'Datos inválidos',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  notFound: 'Recurso no encontrado.',
  routeNotFound: 'Ruta no encontrada.',
  unauthorized: 'Sesión expirada. Inicia sesión nuevamente.',
  forbidden: 'No tienes permisos para esta acción.',
  csrf: 'Token de seguridad inválido. Recarga la página e intenta nuevamente.',
  conflict: 'El recurso ya existe.',
  payloadTooLarge: 'El archivo o la solicitud es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no soportado.',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos e intenta nuevamente.',
  internal: 'Error del servidor. Intenta más tarde.',
  databaseDown: 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.',
  busy: 'Estamos atendiendo muchas solicitudes. Intenta nuevamente en unos segundos.',
  invalidText: 'El texto contiene caracteres no permitidos.',
  invalidUrl: 'La dirección solicitada no es válida.',
} as const;

export const LOGIN_ERRORS = {
  default: 'Error al iniciar sesión',
  invalidCredentials: 'Credenciales incorrectas',
  badRequest: 'Datos inválidos',
  methodNotAllowed: 'Servicio de login temporalmente no disponible',
  unexpectedResponse: 'Respuesta inesperada del servidor',
  verifyFailed: 'No se pudo verificar la sesión',
  required: 'Email y contraseña son requeridos',
  mailtoNote: '(Se quitó el prefijo "mailto:" del email)',
  registerDefault: 'Error al crear la cuenta',
  registrationFailed: 'Registration failed',
  usernameCheck: 'Error al verificar disponibilidad',
  tooManyAttempts: 'Demasiados intentos de inicio de sesión. Espera 15 minutos e intenta nuevamente.',
  emailTaken: 'Ya existe una cuenta con este email',
  usernameTaken: 'El nombre de usuario no está disponible',
} as const;

/** Member form error mapping of SPEC §8. */
export const MEMBER_FORM_ERRORS = {
  network: 'Error de conexión. Verifique su conexión a internet.',
  unauthorized: (email: string) => `Credenciales inválidas para ${email}. Verifica tu email y contraseña.`,
  forbidden: 'Acceso denegado. Contacta con soporte.',
  notFound: (email: string) => `Usuario ${email} no encontrado. ¿Necesitas crear una cuenta?`,
  unprocessable: 'Datos de login inválidos. Verifica el formato del email.',
  server: 'Error del servidor. Intenta más tarde.',
  fallback: 'Ha ocurrido un error. Intenta nuevamente.',
} as const;

export const REGISTER_ERRORS = {
  emailRequired: 'El email es requerido',
  emailFormat: 'Formato de email inválido',
  confirmEmailRequired: 'Confirma tu email',
  emailsMismatch: 'Los emails no coinciden',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'Mínimo 8 caracteres',
  passwordWeak: 'Incluye mayúscula, minúscula y número',
  confirmPasswordRequired: 'Confirma tu contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  firstNameShort: 'Nombre muy corto',
  lastNameShort: 'Apellido muy corto',
  phoneShort: 'Número de teléfono muy corto',
  phoneInvalid: 'Número de teléfono inválido',
  termsRequired: 'Debes aceptar los términos',
  usernameFormat: 'Solo letras, números, punto y guion bajo (máximo 12)',
  fixErrors: 'Por favor corrige los errores antes de continuar',
} as const;

export const PASSWORD_STRENGTH_LABELS = {
  weak: 'Débil',
  fair: 'Regular',
  good: 'Buena',
  excellent: 'Excelente',
} as const;

export const FORGOT_PASSWORD = {
  invalidEmail: 'Por favor ingresa un email válido',
  sentTitle: 'Revisa tu correo',
  sentBody: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
  tooMany: 'Demasiadas solicitudes. Intenta nuevamente en una hora.',
  tokenInvalid: 'El enlace de recuperación no es válido o ya expiró. Solicita uno nuevo.',
  resetDone: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
} as const;

export const CHANGE_PASSWORD = {
  wrongCurrent: 'La contraseña actual no es correcta',
  done: 'Contraseña actualizada',
} as const;

export const GOOGLE_ERRORS = {
  invalidToken: 'Token de Google inválido. Intenta nuevamente.',
  loginTitle: 'Error en login',
  internal: 'Error interno del servidor',
  notConfigured: 'El inicio de sesión con Google no está configurado.',
  clientIdRequired: 'Google Client ID es requerido en producción',
} as const;

export const ADMIN_LOGIN = {
  required: 'Campos requeridos',
  invalidEmail: 'Email inválido',
  errorTitle: 'Error de autenticación',
  invalidCredentials: 'Credenciales inválidas',
  notAdmin: 'No tienes permisos de administrador',
  successTitle: 'Acceso autorizado',
  successMessage: 'Bienvenido al panel administrativo',
} as const;

export const CART_MESSAGES = {
  added: 'Agregado al carrito',
  removedTitle: 'Eliminado del carrito',
  removedMessage: 'El producto se eliminó de tu carrito',
  clearedTitle: 'Carrito vaciado',
  clearedMessage: 'Se eliminaron todos los elementos del carrito',
  addFailed: 'No se pudo agregar al carrito',
  removeFailed: 'No se pudo eliminar del carrito',
  clearFailed: 'No se pudo vaciar el carrito',
  unauthenticated: 'Usuario no autenticado',
} as const;

export const MEMBERSHIP_MESSAGES = {
  loadFailed: 'Error al cargar el estado de la membresía',
  invalidResponse: 'Respuesta inválida del servidor',
  cancelFailed: 'Error al cancelar suscripción',
  cancelConnection: 'Error de conexión al cancelar suscripción',
} as const;

export const TRAINER_MESSAGES = {
  httpError: (status: number, statusText: string) => `Error ${status}: ${statusText}`,
  connection: 'Error de conexión al servidor',
  empty: 'No hay entrenadores disponibles en este momento.',
  retry: 'Reintentar',
} as const;

export const FEEDBACK_MESSAGES = {
  success: '¡Feedback enviado con éxito! Lo revisaremos pronto.',
  failure: 'Error al enviar feedback. Intenta nuevamente.',
  termsRequired: 'Debes aceptar las políticas de privacidad y términos de condiciones',
} as const;

export const UI_TEXT = {
  loading: 'Cargando...',
  loadingSpace: 'Cargando tu espacio personal',
  validatingPermissions: 'Validando permisos al iniciar sesión',
  initializing: 'Inicializando',
  fallbackTitle: 'Oops, algo salió mal',
  fallbackDefault: 'Error al cargar los datos. Por favor, intenta nuevamente.',
  retry: 'Reintentar',
  reload: 'Recargar página',
  crashTitle: 'Algo salió mal',
  crashDefault: 'Error inesperado',
  noNotifications: 'No hay notificaciones',
} as const;
