import { Loading, LoadError } from '@/components/data/load-states';
import { useShoppingList } from '../api/get-shopping-list';
import { useTickShoppingItem } from '../api/tick-shopping-item';

/** "Lista de compras": the week's groceries by aisle, in household measures; a tick stays on every device. */
export function ShoppingList({ planId }: { planId: number }) {
  const query = useShoppingList(planId);
  const tick = useTickShoppingItem(planId);
  return (
    <section aria-labelledby="shopping-list" className="card space-y-3">
      <h2 id="shopping-list" className="text-lg font-semibold text-gray-900">
        Lista de compras de la semana
      </h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.aisles.length === 0 ? (
        <p className="text-gray-700">Tu plan no tiene alimentos que comprar.</p>
      ) : (
        query.data.list.aisles.map((aisle) => (
          <fieldset key={aisle.aisle} className="space-y-1">
            <legend className="font-semibold text-brand-800">{aisle.aisle}</legend>
            {aisle.items.map((item) => (
              <label key={item.food_id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={item.checked}
                  onChange={(event) => tick.mutate({ foodId: item.food_id, checked: event.target.checked })}
                />
                <span className={item.checked ? 'text-gray-500 line-through' : 'text-gray-900'}>
                  {item.name}: {item.amount}
                </span>
              </label>
            ))}
          </fieldset>
        ))
      )}
      {tick.isError ? (
        <p role="alert" className="text-red-700">
          {tick.error.message}
        </p>
      ) : null}
    </section>
  );
}
