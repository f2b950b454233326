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
} as const;

export const MEMBERSHIP_MESSAGES = {
  loadFailed: 'Error al cargar el estado de la membresía',
  invalidResponse: 'Respuesta inválida del servidor',
  cancelFailed: 'Error al cancelar suscripción',
  cancelConnection: 'Error de conexión al cancelar suscripción',
} as const;
