/** Accounts: sign-in, registration, recovery, Google and the admin door (SPEC §5 and §8), copied exactly. */
import { ADMIN_USER_MESSAGES } from './admin';

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

/**
 * The sign-in form sent before the app has loaded (issue 22 item 1, ADR 0035): the server answers with
 * /login and one of these fragments, which the page drawn at build time shows (CSS :target) and the app
 * keeps when it takes over. No e-mail in them: the address is not put in a URL.
 */
export const LOGIN_FORM_POST_ERRORS = {
  'error-datos': LOGIN_ERRORS.required,
  'error-credenciales': 'Credenciales incorrectas. Verifica tu email y contraseña.',
  'error-intentos': LOGIN_ERRORS.tooManyAttempts,
  'error-cuenta': ADMIN_USER_MESSAGES.suspendedLogin,
  'error-servidor': MEMBER_FORM_ERRORS.server,
} as const;
export type LoginFormPostError = keyof typeof LOGIN_FORM_POST_ERRORS;

export const REGISTER_ERRORS = {
  tooManyRegistrations: 'Demasiados registros desde esta conexión. Espera una hora e intenta nuevamente.',
  emailRequired: 'El email es requerido',
  emailFormat: 'Formato de email inválido',
  confirmEmailRequired: 'Confirma tu email',
  emailsMismatch: 'Los emails no coinciden',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'Mínimo 8 caracteres',
  passwordWeak: 'Incluye mayúscula, minúscula y número',
  confirmPasswordRequired: 'Confirma tu contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  firstNameRequired: 'El nombre es requerido',
  firstNameShort: 'Nombre muy corto',
  lastNameRequired: 'El apellido es requerido',
  lastNameShort: 'Apellido muy corto',
  phoneRequired: 'El teléfono es requerido',
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
  unavailable: 'No pudimos cargar el inicio con Google. Entra con tu email y contraseña.',
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

/** What the API says when an account call succeeds. */
export const AUTH_RESULTS = {
  registered: 'Cuenta creada con éxito',
  signedIn: 'Sesión iniciada',
  adminSignedIn: 'Acceso autorizado',
  googleSignedIn: 'Sesión iniciada con Google',
  signedOut: 'Sesión cerrada',
  refreshed: 'Sesión renovada',
  usernameAvailable: 'Nombre de usuario disponible',
} as const;
