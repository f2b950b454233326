import { JournalPage } from '@/features/journal/components/journal-page';
import { FoodPicker } from '@/features/recipes/components/food-picker';

/** /diario: her food journal (issue 47); foods are found with the recipes' picker. */
export default function JournalRoute() {
  return (
    <JournalPage
      foodPicker={(onPick) => <FoodPicker label="Alimentos (opcional)" onPick={(food) => onPick(food)} />}
    />
  );
}
