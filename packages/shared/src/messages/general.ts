/** Messages every screen and every API error can show (SPEC §2 loading/fallback, §8 General). */

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
  diskFull:
    'El servidor se quedó sin espacio para guardar cambios. Inténtalo más tarde; puedes seguir viendo tu contenido.',
  searchTooComplex: 'No pudimos entender esa búsqueda. Prueba con menos palabras o símbolos.',
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
  storageBroken:
    'No pudimos guardar el archivo por un problema del servidor, no del archivo. Inténtalo más tarde.',
  metricsToken: 'Falta el token de métricas o no es el configurado (METRICS_TOKEN).',
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

/** Stored files: signed links, byte ranges and missing files. */
export const FILE_MESSAGES = {
  notFound: 'El archivo no existe.',
  linkExpired: 'Este enlace ya expiró. Vuelve a abrir el archivo desde Vitalia.',
  linkInvalid: 'Este enlace no es válido.',
  rangeNotSatisfiable: 'La parte pedida está fuera del archivo.',
  badKey: 'El nombre del archivo no es válido.',
  tooManyDownloads: 'Hay muchas descargas en curso. Vuelve a intentarlo en unos segundos.',
} as const;
