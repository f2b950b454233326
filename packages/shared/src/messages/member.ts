/** The landing team and the monthly feedback (SPEC §8 "Trainers", §4 and §5 "Feedback"). */

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
  tooMany: 'Ya enviaste varias valoraciones hoy. Gracias, inténtalo mañana.',
} as const;

export const DAILY_MESSAGE_MESSAGES = {
  noneToday: 'No hay mensaje para hoy',
} as const;
