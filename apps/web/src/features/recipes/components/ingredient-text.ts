import { formatDecimal } from '@/utils/format';

/** "2 tazas", "1 unidad mediana", "1,5 × 1/2 taza": a household measure times her quantity, in words. */
function measureText(label: string, quantity: number): string {
  const [count, noun, ...rest] = label.split(' ');
  if (count !== '1' || !noun) return `${formatDecimal(quantity)} × ${label}`;
  if (quantity === 1) return label;
  const plural = /[aeiouáéó]$/i.test(noun) ? `${noun}s` : `${noun}es`;
  return [formatDecimal(quantity), plural, ...rest].join(' ');
}

/**
 * How a recipe names one ingredient: "1 unidad mediana de palta (150 g)", "2 marraquetas (200 g)" (the
 * measure already names the food), or "100 g de palta".
 */
export function ingredientText(item: {
  name: string;
  grams: number;
  measure: string | null;
  quantity: number | null;
}): string {
  const food = item.name.toLowerCase();
  if (!item.measure || !item.quantity) return `${formatDecimal(item.grams)} g de ${food}`;
  const measure = measureText(item.measure, item.quantity);
  const namesFood = measure.toLowerCase().includes(food.split(' ')[0] ?? food);
  return `${measure}${namesFood ? '' : ` de ${food}`} (${formatDecimal(item.grams)} g)`;
}
