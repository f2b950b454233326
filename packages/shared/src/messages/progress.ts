/** Her progress: measurements she takes herself, with her professionals' (issue 47). */
export const PROGRESS_MESSAGES = {
  clientIdInvalid: 'No pudimos identificar esta medición. Recarga la página e inténtalo de nuevo.',
  takenAtInvalid: 'Indica una fecha de los últimos 60 días, no futura.',
  empty: 'Registra al menos una medida.',
  needsConsent:
    'Para guardar tus medidas necesitamos tu autorización para usar tus datos de salud. Puedes darla en tu perfil.',
  saved: 'Medidas guardadas.',
  poseInvalid: 'Elige la pose: frente, perfil o espalda.',
  takenOnInvalid: 'Indica un día de los últimos 60 días, no futuro.',
  photoNotMultipart: 'Envía la foto como archivo (multipart/form-data).',
  photoMissing: 'Falta la foto: adjúntala en el campo «photo».',
  photoTooLarge: 'La foto puede pesar hasta 20 MB.',
  photoWrongType: 'La foto debe ser JPEG, PNG, WebP o HEIC.',
  photoEmpty: 'La foto está vacía.',
  photoUnreadable: 'No pudimos leer esa foto. Prueba con otra.',
  tooManyPhotos: 'Subiste muchas fotos en poco tiempo. Espera un momento e inténtalo de nuevo.',
  photoNotFound: 'No encontramos esa foto.',
  photoSaved: 'Foto guardada. Solo la ven tú y tu equipo de cuidado.',
} as const;
