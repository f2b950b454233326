/** Her progress: measurements she takes herself, with her professionals' (issue 47). */
export const PROGRESS_MESSAGES = {
  clientIdInvalid: 'No pudimos identificar esta medición. Recarga la página e inténtalo de nuevo.',
  takenAtInvalid: 'Indica una fecha de los últimos 60 días, no futura.',
  empty: 'Registra al menos una medida.',
  needsConsent:
    'Para guardar tus medidas necesitamos tu autorización para usar tus datos de salud. Puedes darla en tu perfil.',
  saved: 'Medidas guardadas.',
} as const;
