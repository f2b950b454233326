/** Cart and membership (SPEC §8 "Cart" and "Membership"), copied exactly; used by the commerce screens. */

export const CART_MESSAGES = {
  added: 'Agregado al carrito',
  removedTitle: 'Eliminado del carrito',
  removedMessage: 'El producto se eliminó de tu carrito',
  clearedTitle: 'Carrito vaciado',
  clearedMessage: 'Se eliminaron todos los elementos del carrito',
  addFailed: 'No se pudo agregar al carrito',
  removeFailed: 'No se pudo eliminar del carrito',
  clearFailed: 'No se pudo vaciar el carrito',
  unauthenticated: 'Usuario no autenticado',
  withdrawn: 'Ya no está a la venta.',
  unavailableTitle: 'Ya no puedes comprar',
} as const;

export const MEMBERSHIP_MESSAGES = {
  loadFailed: 'Error al cargar el estado de la membresía',
  invalidResponse: 'Respuesta inválida del servidor',
  cancelFailed: 'Error al cancelar suscripción',
  cancelConnection: 'Error de conexión al cancelar suscripción',
} as const;

/** Checkout billing form and cart payloads: one clear message per field. */
export const BILLING_MESSAGES = {
  paymentMethod: 'Elige un medio de pago válido: Webpay o Mercado Pago',
  rutRequired: 'Ingresa tu RUT',
  rutInvalid: 'RUT inválido: revisa el número y el dígito verificador',
  nameRequired: 'Ingresa tu nombre completo',
  emailInvalid: 'Ingresa un email válido',
  addressRequired: 'Ingresa tu dirección',
  cityRequired: 'Ingresa tu comuna o ciudad',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  invalidPlan: 'Elige el plan Premium o Prime',
  idempotencyKey: 'Identificador de compra inválido; recarga la página e intenta de nuevo',
  immediateBoolean: 'El campo immediate debe ser verdadero o falso',
  quantity: 'La cantidad debe ser un número entero entre 1 y 10',
  valid: 'Datos de facturación válidos',
  companyNameRequired: 'Escribe la razón social de la empresa',
  companyRutRequired: 'Escribe el RUT de la empresa',
  companyRutInvalid: 'RUT de la empresa inválido: revisa el número y el dígito verificador',
  businessLineRequired: 'Escribe el giro de la empresa, como figura en el SII',
  companyAddressRequired: 'Escribe la dirección de la empresa',
  companyComunaRequired: 'Escribe la comuna de la empresa',
} as const;

export const CHECKOUT_MESSAGES = {
  checkoutCreated: 'Te llevamos al pago seguro',
  alreadyOnPlan: 'Ya tienes este plan activo',
  downgradeScheduled: (plan: string, date: string) =>
    `Tu plan cambiará a ${plan} el ${date}. Hasta entonces conservas todos tus beneficios.`,
  upgradeCredited: 'Tu plan se actualizó de inmediato',
  planNotFound: 'Ese plan no existe',
  productNotFound: 'Ese producto no existe o ya no está disponible',
  alreadyOpen: 'Ya tienes acceso a este contenido: no necesitas comprarlo.',
  cartEmpty: 'Tu carrito está vacío',
  /** A checkout that found lines she can no longer buy: they are removed and nothing is charged. */
  cartChanged: (names: string[]) =>
    `Quitamos de tu carrito ${names.map((name) => `«${name}»`).join(', ')}: ya no está a la venta o ya tienes acceso. No se cobró nada; revisa el total y vuelve a pagar.`,
  cartLoaded: 'Carrito obtenido',
  cartItemNotFound: 'Ese producto no está en tu carrito',
  otherUsersCart: 'No puedes modificar el carrito de otra persona',
  idempotencyConflict: 'Ese identificador de compra ya se usó para otra compra',
  orderNotFound: 'No encontramos ese pago',
  pending: 'Estamos procesando tu pago…',
  paid: '¡Pago aprobado! Tu compra ya está activa.',
  rejected: 'El pago fue rechazado. No se hizo ningún cargo.',
  cancelled: 'El pago fue cancelado.',
  refunded: 'Este pago fue reembolsado.',
  providerUnavailable: 'El medio de pago no responde. Intenta en unos minutos.',
  providerOk: 'Medio de pago disponible',
  tooManyCheckouts: 'Demasiados intentos de pago. Espera unos minutos e intenta de nuevo.',
  orderClosed: 'Este pago ya fue procesado',
  methodUnavailable: 'Ese medio de pago no está disponible. Elige otro.',
  methodsLoaded: 'Medios de pago disponibles',
  webpayAborted: 'Cancelaste el pago en Webpay. No se hizo ningún cargo.',
  webpayTimedOut: 'El tiempo para pagar en Webpay se agotó. No se hizo ningún cargo.',
} as const;

export const MEMBERSHIP_CHANGE_MESSAGES = {
  cancelledNow: 'Tu membresía terminó. Ahora tienes el plan Free.',
  cancelAtEnd: (date: string) => `Tu membresía seguirá activa hasta el ${date} y no se renovará.`,
  nothingToCancel: 'No tienes una membresía pagada que cancelar',
  alreadyCancelled: (date: string) => `Tu membresía ya está cancelada; termina el ${date}.`,
  reactivated: (plan: string, date: string) =>
    `¡Qué bueno que sigues! Tu plan ${plan} se renovará el ${date}.`,
  alreadyRenewing: (plan: string, date: string) => `Tu plan ${plan} ya se renueva el ${date}.`,
  reactivatedWithLink: (plan: string, date: string) =>
    `¡Qué bueno que sigues! Tu plan ${plan} está activo hasta el ${date}; te avisaremos antes para que pagues el próximo periodo con Webpay.`,
  nothingToReactivate: 'No tienes un plan cancelado que reactivar',
  reactivateFailed: 'No pudimos reactivar tu plan. Intenta nuevamente.',
  granted: 'Membresía otorgada',
  revoked: 'Membresía revocada',
  refunded: 'Reembolso registrado',
  reasonRequired: 'Indica el motivo (mínimo 5 caracteres)',
  notRefundable: 'Solo se puede reembolsar un pago aprobado',
  membershipNotFound: 'No encontramos esa membresía activa',
} as const;

/** Where a membership or payment came from, as admins read it (issue 22: no "sandbox" on screen). */
export const PROVIDER_LABELS: Record<string, string> = {
  mercadopago: 'Mercado Pago',
  webpay: 'Webpay',
  sandbox: 'Modo de prueba',
  admin: 'Otorgada por el equipo',
};

/** How a membership's state reads to admins (Membresías, a member's plan history). */
export const MEMBERSHIP_STATUS_LABELS = {
  active: 'Activa',
  cancelled: 'Cancelada',
  expired: 'Vencida',
  revoked: 'Revocada',
} as const;

/** How an order's state reads to members ("Mis pagos") and admins ("Pagos"). */
export const ORDER_STATUS_LABELS = {
  pending: 'Procesando',
  paid: 'Pagado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
} as const;

/** The SII documents of an order (issue 48 §2). */
export const TAX_DOCUMENT_MESSAGES = {
  notFound: 'Esta compra no tiene ese documento',
  stillIssuing: 'Tu documento tributario se está emitiendo. Vuelve a intentarlo en unos minutos.',
  badKind: 'Elige el documento: venta o nota-de-credito',
} as const;

/** A plan's free trial (issue 48 §3, ADR 0094). */
export const TRIAL_MESSAGES = {
  unavailable: 'Este plan no tiene prueba gratis.',
  used: 'Ya usaste tu prueba gratis. Puedes contratar el plan cuando quieras.',
  onlyNew: 'La prueba gratis es para quienes aún no tienen un plan pagado.',
  noCoupon: 'La prueba gratis no se combina con cupones: aplica tu cupón cuando contrates el plan.',
  started: (plan: string, date: string) =>
    `¡Tu prueba gratis del plan ${plan} comenzó! Tienes acceso completo hasta el ${date}.`,
  cardNext: 'Te llevamos a registrar tu medio de pago. No se cobra nada durante la prueba.',
  offer: (days: number) => `Pruébalo ${days} días gratis`,
  lineDescription: (days: number, plan: string, interval: string) =>
    `Prueba gratis de ${days} días · Plan ${plan} (${interval})`,
  /** Three days before it ends: what happens next, with or without a card. */
  endingWithCard: (plan: string, date: string, amount: string) =>
    `Tu prueba gratis del plan ${plan} termina el ${date}. Ese día cobraremos ${amount} y seguirás sin interrupciones. Si no quieres continuar, cancela antes desde tu perfil.`,
  endingWithoutCard: (plan: string, date: string) =>
    `Tu prueba gratis del plan ${plan} termina el ${date}. Para seguir con tus beneficios, paga tu plan antes de esa fecha; si no, volverás al plan Free sin perder tu progreso.`,
  endingTitle: (plan: string) => `Tu prueba del plan ${plan} termina en 3 días`,
} as const;
