import { MealPlanPage } from '@/features/meal-plans/components/meal-plan-page';

/** /plan-alimentacion: her weekly meal plan and its shopping list (issue 47). */
export default function MealPlanRoute() {
  return <MealPlanPage />;
}
