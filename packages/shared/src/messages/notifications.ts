/** Notifications the platform sends by itself, and the notification calls' errors. */

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificación no encontrada',
  tooManySends: 'Demasiados envíos. Intenta más tarde.',
  welcomeTitle: '¡Te damos la bienvenida a Vitalia!',
  welcomeMessage: 'Tu cuenta está lista. Parte por el tutorial para conocer todo lo que puedes hacer.',
  newMemberTitle: 'Nuevo usuario registrado',
  newMemberMessage: (name: string, email: string) => `${name} (${email}) creó una cuenta.`,
  newFeedbackTitle: (rating: number) => `Nueva valoración: ${'★'.repeat(rating)}`,
} as const;
