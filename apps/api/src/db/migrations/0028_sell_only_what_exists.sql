-- Issue 42 §11: nothing is sold that the product does not have. The 1:1 consultation promised a meal plan
-- that does not exist yet (it comes with the nutrition issue); the plans' stored feature lines are the ones
-- the shared benefit table (packages/shared/src/plan-benefits.ts) gives, which GET /api/plans answers.
UPDATE "appointment_types"
  SET "description" = 'Revisamos tus hábitos y tus objetivos, y acordamos juntas tus próximos pasos.'
  WHERE "description" = 'Revisamos tus hábitos, tus objetivos y armamos juntas tu plan de alimentación.';--> statement-breakpoint
UPDATE "plans" SET "features" = '["Videos gratuitos","Cursos gratuitos","E-books gratuitos","Clases en vivo abiertas a todos"]'::jsonb WHERE "code" = 'free';--> statement-breakpoint
UPDATE "plans" SET "features" = '["Todo lo de Free","Cursos premium","Videos premium","Biblioteca completa","Clases en vivo del plan Premium","1 consulta 1:1 al mes"]'::jsonb WHERE "code" = 'premium';--> statement-breakpoint
UPDATE "plans" SET "features" = '["Todo lo de Premium","Todas las clases en vivo","4 consultas 1:1 al mes"]'::jsonb WHERE "code" = 'prime';
