/** The member's own account: profile, photo, professional profile, export and deletion. */

export const PROFILE_MESSAGES = {
  userNotFound: 'Usuario no encontrado',
  noTrainerProfile: 'Tu cuenta no tiene un perfil de entrenador.',
  avatarNotFound: 'Sin foto de perfil',
  avatarMissing: 'Falta la imagen.',
  avatarTooLarge: 'La imagen supera los 5 MB.',
  avatarWrongType: 'La imagen debe ser JPEG, PNG o WebP.',
  avatarUnreadable: 'No pudimos leer la imagen. Prueba con otra foto.',
  avatarNotMultipart: (field: string) => `Envía la imagen como multipart/form-data en el campo "${field}".`,
  avatarTooMany: 'Cambiaste tu foto muchas veces. Intenta nuevamente en una hora.',
  exportTooMany: 'Ya descargaste tus datos varias veces en la última hora. Intenta nuevamente más tarde.',
  uploadBroken: 'No pudimos leer el archivo enviado. Intenta subirlo nuevamente.',
  wrongPassword: 'La contraseña no es correcta',
  confirmWithEmail: 'Escribe tu email para confirmar',
  accountDeleted: 'Tu cuenta y tus datos personales fueron eliminados.',
} as const;

export const SESSION_MESSAGES = {
  ended: 'Sesión cerrada en ese dispositivo.',
  othersEnded: 'Cerramos tus sesiones en los demás dispositivos.',
  notFound: 'Esa sesión ya no está activa.',
} as const;
