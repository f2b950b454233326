/** The intake, the health-data consent and the personal home (issue 11). */
export const ONBOARDING_MESSAGES = {
  goalRequired: 'Elige al menos un objetivo',
  unknownGoal: 'Ese objetivo no está en la lista',
  repeatedGoal: 'Elegiste el mismo objetivo dos veces',
  otherGoalRequired: 'Cuéntanos cuál es tu objetivo',
  unknownChoice: 'Elige una de las opciones de la lista',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  saved: '¡Listo! Guardamos tu cuestionario.',
  savedGoalsOnly: 'Guardamos tus objetivos. Sin tu consentimiento no guardamos datos de salud.',
  skipped: 'Puedes responder el cuestionario cuando quieras desde Mi Perfil.',
  noConsent: 'No tienes un consentimiento vigente.',
  consentAccepted: 'Gracias. Tu consentimiento quedó al día.',
  consentWithdrawn:
    'Retiramos tu consentimiento y borramos tus respuestas de salud, tu diario, tus fotos de progreso y las medidas que registraste.',
  milestone: 'Listo',
} as const;
