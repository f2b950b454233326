import { defineDomain } from '../domain-plugin';
import foodsRepository from './foods-repository';
import recipesRepository from './recipes-repository';
import foodImportsRepository from './food-imports-repository';
import foodImports from './food-imports';
import mealPlansRepository from './meal-plans-repository';
import mealPlans from './meal-plans-service';
import foodIndex from './food-index';
import foods from './foods-service';
import recipes from './recipes-service';
import nutritionNumbersRepository from './nutrition-numbers-repository';
import nutritionNumbers from './nutrition-numbers';

/** Foods, recipes and their reference seals (issue 47). */
export default defineDomain({
  name: 'foods',
  repositories: [
    foodsRepository,
    recipesRepository,
    foodImportsRepository,
    mealPlansRepository,
    nutritionNumbersRepository,
  ],
  services: [nutritionNumbers, foodIndex, foods, recipes, foodImports, mealPlans],
});
