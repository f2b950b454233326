import { FoodImport } from '@/features/recipes/components/admin/food-import';

/** /admin/alimentos (issue 47): the foods table's imports. */
export default function AdminFoodsRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Alimentos</h1>
      <FoodImport />
    </div>
  );
}
