/** What the admin console says (issue 10). Spanish, tú. */

export const ADMIN_USER_MESSAGES = {
  created: 'Cuenta creada. Le enviamos un correo para que elija su contraseña.',
  updated: 'Datos actualizados.',
  suspended: 'Cuenta suspendida. Sus sesiones se cerraron.',
  reactivated: 'Cuenta reactivada.',
  deleted: 'Cuenta eliminada.',
  resetSent: 'Enviamos un correo para restablecer la contraseña.',
  sessionsEnded: 'Sesiones cerradas.',
  sessionNotFound: 'La sesión ya no existe.',
  emailTaken: 'Ya existe una cuenta con ese email.',
  usernameTaken: 'Ese nombre de usuario ya está en uso.',
  lastAdmin: 'Debe quedar al menos una cuenta de administración activa.',
  notYourself: 'No puedes hacer esto con tu propia cuenta desde aquí.',
  noTrainerProfile:
    'Esta cuenta aún no tiene perfil profesional: cámbiala a Profesional y completa su perfil.',
  suspendedLogin: 'Tu cuenta está suspendida. Escríbenos si crees que es un error.',
  staleCursor: 'Esta página ya no es válida con el orden elegido: vuelve a la primera página.',
} as const;

export const SETTINGS_MESSAGES = {
  saved: 'Configuración guardada.',
  reset: 'Se restauró el valor por defecto.',
  unknownKey: 'Esa configuración no existe.',
  invalidValue: 'El valor no es válido para esta configuración.',
  unknownTrainer: 'Uno de los profesionales elegidos no existe.',
  whatsappInvalid: 'Ingresa un celular chileno, por ejemplo +56 9 1234 5678, o déjalo vacío',
} as const;

export const FEEDBACK_ADMIN_MESSAGES = {
  handled: 'Valoración marcada como atendida.',
  reopened: 'Valoración marcada como pendiente.',
  notFound: 'La valoración no existe.',
} as const;

export const BROADCAST_MESSAGES = {
  queued: 'Notificación en envío.',
  noRecipients: 'No hay destinatarios para este envío.',
} as const;

/** Audit log actions as the console shows them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.create': 'Creó una cuenta',
  'user.update': 'Editó datos',
  'user.role': 'Cambió el rol',
  'user.suspend': 'Suspendió la cuenta',
  'user.reactivate': 'Reactivó la cuenta',
  'user.delete': 'Eliminó la cuenta',
  'user.password-reset': 'Envió restablecer contraseña',
  'user.sessions-end': 'Cerró sesiones',
  'membership.grant': 'Otorgó un plan',
  'membership.revoke': 'Revocó un plan',
  'payment.refund': 'Reembolsó un pago',
  'settings.update': 'Cambió la configuración',
  'settings.reset': 'Restauró la configuración',
  'notification.send': 'Envió una notificación',
  'feedback.handle': 'Atendió una valoración',
  'intake.read': 'Consultó el cuestionario de salud',
  'trainer.photo': 'Cambió la foto de un profesional',
  'trainer.photo-remove': 'Quitó la foto de un profesional',
  'trainer.update': 'Editó la tarjeta de un profesional',
  'payment.duplicate-refund': 'Devolvió un pago repetido',
  'resource.create': 'Creó un e-book',
  'resource.update': 'Editó un e-book',
  'resource.file': 'Subió el PDF de un e-book',
  'resource.cover': 'Cambió la portada de un e-book',
  'resource.cover-remove': 'Quitó la portada de un e-book',
  'appointment-type.create': 'Creó un tipo de consulta',
  'appointment-type.update': 'Editó un tipo de consulta',
  'availability.weekly': 'Cambió el horario semanal de un profesional',
  'availability.override': 'Cambió el horario de un día de un profesional',
  'availability.time-off': 'Registró una ausencia de un profesional',
  'availability.time-off-remove': 'Quitó una ausencia de un profesional',
  'appointment.status': 'Cambió el estado de una cita',
  'plan.allowance': 'Cambió las consultas incluidas en los planes',
  'class.create': 'Creó una clase en vivo',
  'class.update': 'Editó una clase en vivo',
  'class.cancel': 'Canceló una clase en vivo',
  'class.cancel-series': 'Canceló una serie de clases en vivo',
  'job.retry': 'Reintentó una tarea',
  'job.cancel': 'Canceló una tarea',
};

export const TRAINER_MEDIA_MESSAGES = {
  notFound: 'Ese profesional no existe.',
  videoInvalid: 'Pega el enlace de un video de YouTube o Vimeo (no una lista ni un canal).',
  registryInvalid: 'El número de registro de la Superintendencia de Salud tiene solo dígitos',
  cardSaved: 'Datos del profesional guardados.',
  photoSaved: 'Foto actualizada.',
  photoRemoved: 'Se quitó la foto: el equipo muestra su ilustración.',
  accountNotStaff: 'Solo una cuenta de profesional o de administración puede atender con esta ficha.',
  accountHasCard: 'Esa cuenta ya atiende con otra ficha del equipo.',
  accountLinked: 'Cuenta vinculada: ya ve su consulta (Hoy, Mis clientes).',
  accountUnlinked: 'La ficha ya no tiene cuenta vinculada.',
} as const;
