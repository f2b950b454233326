import { useParams } from 'react-router';
import { Loading, LoadError } from '@/components/data/load-states';
import { useMealPlan } from '@/features/meal-plans/api/get-meal-plan';
import { MealPlanEditor, type PlanOwner } from '@/features/meal-plans/components/editor/meal-plan-editor';
import type { FoodPickerSlot, RecipePickerSlot } from '@/features/meal-plans/components/editor/item-adder';
import { FoodPicker } from '@/features/recipes/components/food-picker';
import { RecipeSelect } from '@/features/recipes/components/recipe-select';
import { ProfessionalOnly } from './professional-only';

const foodPicker: FoodPickerSlot = (label, onPick) => <FoodPicker label={label} onPick={onPick} />;
const recipePicker: RecipePickerSlot = (label, onPick) => <RecipeSelect label={label} onPick={onPick} />;

function Editor({ owner }: { owner: PlanOwner }) {
  return (
    <ProfessionalOnly>
      <MealPlanEditor owner={owner} foodPicker={foodPicker} recipePicker={recipePicker} />
    </ProfessionalOnly>
  );
}

/** /trainer/clientes/{id}/plan-nuevo: a client's week written by hand (issue 47). */
export default function NewClientMealPlanRoute() {
  const memberId = Number(useParams().memberId);
  return <Editor key={memberId} owner={{ kind: 'client', memberId }} />;
}

/** /trainer/planes/nueva-plantilla: a week to start clients' plans from. */
export function NewMealPlanTemplateRoute() {
  return <Editor owner={{ kind: 'template' }} />;
}

/** /trainer/planes/{id}: a client's plan or a template, opened to be changed. */
export function EditMealPlanRoute() {
  const id = Number(useParams().planId);
  const plan = useMealPlan(Number.isSafeInteger(id) && id > 0 ? id : 0);
  return (
    <ProfessionalOnly>
      {plan.isPending ? (
        <Loading />
      ) : plan.isError ? (
        <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <MealPlanEditor
          key={plan.data.plan.id}
          owner={
            plan.data.plan.member_id === null
              ? { kind: 'template' }
              : { kind: 'client', memberId: plan.data.plan.member_id }
          }
          plan={plan.data.plan}
          foodPicker={foodPicker}
          recipePicker={recipePicker}
        />
      )}
    </ProfessionalOnly>
  );
}
