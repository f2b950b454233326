/** Weekly meal plans (issue 47). */
export const MEAL_PLAN_MESSAGES = {
  titleRequired: 'Ponle un nombre al plan.',
  titleTooLong: 'El nombre puede tener hasta 120 caracteres.',
  daysRequired: 'Un plan tiene entre 1 y 7 días.',
  dayTwice: 'Cada día de la semana va una sola vez.',
  day: 'Los días van del 1 (lunes) al 7 (domingo).',
  optionEmpty: 'Cada comida necesita al menos una opción con algo para comer.',
  tooManyItems: 'Una opción puede tener hasta 8 preparaciones o alimentos.',
  tooManyOptions: 'Una comida puede tener hasta 3 opciones («o»).',
  amount: 'Indica la cantidad: porciones de la receta, o gramos o una medida casera del alimento.',
  target: 'Una meta diaria está fuera de un rango razonable.',
  recipeUnavailable: 'Una receta del plan no existe o no está publicada.',
  foodUnavailable: 'Un alimento del plan no existe.',
  measureUnavailable: 'Esa medida casera no es de ese alimento.',
  templateNotFound: 'No encontramos esa plantilla entre las tuyas.',
  notFound: 'No encontramos ese plan de alimentación.',
  needsConsent: 'Para guardar un plan de alimentación, la socia debe autorizar el uso de sus datos de salud.',
  clientId: 'Identificador de envío inválido: recarga la página.',
  clientIdReused: 'Ese identificador de envío ya se usó para otro plan: recarga la página.',
  numbersHiddenRequired: 'Indica si quieres ocultar los números.',
  numbersSetByProfessional:
    'Tu profesional dejó ocultos los números por ahora. Si quieres volver a verlos, conversa con tu profesional.',
  archived: 'Esta versión del plan ya fue reemplazada: edita la vigente.',
  locked:
    'Tu plan de alimentación está incluido en el plan Prime o con una consulta pagada. Mejora tu plan para verlo.',
} as const;
