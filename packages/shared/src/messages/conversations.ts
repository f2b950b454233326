/** Messages between a member and her professionals (issue 46). */
export const CONVERSATION_MESSAGES = {
  notFound: 'No encontramos esa conversación.',
  notInCare: 'Solo puedes escribir a una profesional que te atiende, o a una persona que atiendes.',
  closed:
    'Esta conversación está cerrada: ya no hay una relación de atención entre ustedes. Puedes seguir leyendo el historial.',
  bodyRequired: 'Escribe un mensaje antes de enviarlo.',
  bodyTooLong: 'El mensaje puede tener hasta 4.000 caracteres.',
  bodyHidden:
    'El mensaje tiene caracteres de control que no se pueden enviar. Bórralos y vuelve a intentarlo.',
  clientIdInvalid: 'El identificador del mensaje no es válido.',
  clientIdTaken: 'Ese identificador ya se usó para otro mensaje.',
  messageNotFound: 'No encontramos ese mensaje en esta conversación.',
  choosePerson: 'Indica a quién quieres escribir.',
  tooManyMessages: 'Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.',
  badCursor: 'No pudimos leer la página pedida. Vuelve a cargar la conversación.',
  attachmentNotMultipart: 'Adjunta el archivo en el campo «file» de un formulario (multipart/form-data).',
  attachmentMissing: 'Elige una foto o un PDF para adjuntar.',
  attachmentTooLarge: 'El archivo pesa más de 20 MB. Envía uno más liviano.',
  attachmentWrongType: 'Solo puedes adjuntar fotos (JPEG, PNG, WebP o HEIC) y documentos PDF.',
  attachmentEmpty: 'El archivo está vacío.',
  attachmentMismatch:
    'El nombre del archivo no coincide con su contenido (por ejemplo, un PDF llamado .jpg). Revisa el archivo y vuelve a adjuntarlo.',
  attachmentUnreadable: 'No pudimos leer esa foto. Prueba con otra o envíala como JPEG.',
  attachmentUnavailable:
    'Uno de los adjuntos ya no está disponible. Quítalo y vuelve a adjuntarlo antes de enviar.',
  tooManyAttachments: 'Adjuntaste muchos archivos en la última hora. Espera un rato y vuelve a intentarlo.',
  attachmentsPerMessage: 'Puedes enviar hasta 4 adjuntos por mensaje.',
  replyTitleRequired: 'Ponle un nombre a la respuesta guardada.',
  replyTitleTooLong: 'El nombre puede tener hasta 60 caracteres.',
  replyNotFound: 'No encontramos esa respuesta guardada.',
  reportReasonRequired: 'Cuéntanos brevemente por qué reportas este mensaje.',
  reportReasonTooLong: 'El motivo puede tener hasta 500 caracteres.',
  reportOwnMessage: 'Solo puedes reportar mensajes de la otra persona.',
  reported: 'Gracias. Un administrador revisará el mensaje.',
  adminReasonRequired:
    'Escribe el motivo por el que necesitas leer esta conversación (al menos 10 caracteres).',
  reportNotFound: 'No encontramos ese reporte.',
  scheduleInvalid: 'Elige una fecha y hora válidas para el envío.',
  scheduleRange: 'Puedes programar un mensaje desde dentro de 5 minutos y hasta 30 días más.',
  scheduleProfessionalOnly: 'Solo una profesional puede programar mensajes.',
  scheduledNotFound: 'No encontramos ese mensaje programado, o ya se envió.',
  tooManyReplies: 'Puedes guardar hasta 100 respuestas. Borra alguna para guardar otra.',
} as const;
