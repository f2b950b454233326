/** Appointments' Spanish texts (issue 20), shared by the API and the web app. */
export const SCHEDULING_MESSAGES = {
  slotTaken: 'Ese horario ya no está disponible',
  slotNotOffered: 'Ese horario no está disponible. Elige uno de la lista.',
  booked: '¡Listo! Tu cita quedó agendada.',
  cancelled: 'Cancelamos tu cita.',
  rescheduled: 'Cambiamos tu cita de horario.',
  notFound: 'No encontramos esa cita.',
  trainerNotFound: 'No encontramos a esa profesional.',
  typeNotFound: 'No encontramos ese tipo de consulta.',
  alreadyCancelled: 'Esta cita ya está cancelada.',
  notUpcoming: 'Esta cita ya pasó; no se puede cambiar.',
  cancelTooLate: (hours: number) =>
    `Las citas se pueden cancelar hasta ${hours} horas antes. Escríbenos si tienes un imprevisto.`,
  rescheduleTooLate: (hours: number) =>
    `Las citas se pueden cambiar de horario hasta ${hours} horas antes. Escríbenos si tienes un imprevisto.`,
  noReschedulesLeft: (max: number) =>
    max === 1
      ? 'Esta cita ya se cambió de horario una vez, el máximo permitido.'
      : `Esta cita ya se cambió de horario ${max} veces, el máximo permitido.`,
  allowanceUsed:
    'Ya usaste las consultas incluidas en tu plan este mes. Puedes comprar una consulta individual en la tienda.',
  planRequired: 'Mejora tu plan para agendar este tipo de consulta.',
  staffCannotBook: 'Las cuentas del equipo no agendan citas: inicia sesión con una cuenta de socia/o.',
  dateInvalid: 'Fecha inválida. Usa el formato AAAA-MM-DD.',
  monthInvalid: 'Mes inválido. Usa el formato AAAA-MM.',
  dateOutOfRange: 'Elige una fecha dentro de los próximos meses.',
  timeZoneInvalid: 'Zona horaria desconocida.',
  startsAtInvalid: 'Horario inválido.',
  reasonTooLong: 'El motivo puede tener hasta 300 caracteres.',
  notesTooLong: 'El mensaje puede tener hasta 500 caracteres.',
  idempotencyKeyInvalid: 'Falta la clave de la solicitud. Recarga la página y vuelve a intentarlo.',
  idempotencyKeyReused: 'Esta solicitud ya se usó para otra cita. Recarga la página y vuelve a intentarlo.',
  bookingLimited: 'Hiciste muchas reservas en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
  // Admin editors.
  typeCreated: 'Tipo de consulta creado.',
  typeSaved: 'Cambios guardados.',
  typeNameRequired: 'Escribe el nombre del tipo de consulta (3 a 80 caracteres).',
  typeDescriptionTooLong: 'La descripción puede tener hasta 300 caracteres.',
  locationTooLong: 'El enlace o la dirección puede tener hasta 300 caracteres.',
  onlineLocationInvalid: 'Para una consulta online, escribe el enlace de la videollamada (https://…).',
  numberRange: (min: number, max: number) => `Escribe un número entre ${min} y ${max}.`,
  hoursSaved: 'Horario semanal guardado.',
  hoursInvalid: 'Revisa los horarios: cada bloque debe terminar después de empezar.',
  hoursOverlap: 'Dos bloques del mismo día se superponen. Júntalos o sepáralos.',
  tooManyBlocks: 'Puedes tener hasta 6 bloques por día.',
  overrideSaved: 'Horario del día guardado.',
  overrideRemoved: 'El día vuelve a su horario semanal.',
  timeOffSaved: 'Ausencia registrada.',
  timeOffRemoved: 'Ausencia eliminada.',
  timeOffOrder: 'La ausencia debe terminar después de empezar.',
  timeOffTooLong: 'Una ausencia puede durar hasta 180 días.',
  timeOffNotFound: 'Esa ausencia ya no existe.',
} as const;
