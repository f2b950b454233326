CREATE TABLE "public_holidays" (
	"date" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"irrenunciable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- Chile's legal holidays of 2026 and 2027 (Ley 19.973 and the laws that add or move them); admins add the
-- following years and any change in Configuración › Agenda › Feriados.
INSERT INTO "public_holidays" ("date", "name", "irrenunciable") VALUES
  ('2026-01-01', 'Año Nuevo', true),
  ('2026-04-03', 'Viernes Santo', false),
  ('2026-04-04', 'Sábado Santo', false),
  ('2026-05-01', 'Día Nacional del Trabajo', true),
  ('2026-05-21', 'Día de las Glorias Navales', false),
  ('2026-06-21', 'Día Nacional de los Pueblos Indígenas', false),
  ('2026-06-29', 'San Pedro y San Pablo', false),
  ('2026-07-16', 'Día de la Virgen del Carmen', false),
  ('2026-08-15', 'Asunción de la Virgen', false),
  ('2026-09-18', 'Independencia Nacional', true),
  ('2026-09-19', 'Día de las Glorias del Ejército', true),
  ('2026-10-12', 'Encuentro de Dos Mundos', false),
  ('2026-10-31', 'Día de las Iglesias Evangélicas y Protestantes', false),
  ('2026-11-01', 'Día de Todos los Santos', false),
  ('2026-12-08', 'Inmaculada Concepción', false),
  ('2026-12-25', 'Navidad', true),
  ('2027-01-01', 'Año Nuevo', true),
  ('2027-03-26', 'Viernes Santo', false),
  ('2027-03-27', 'Sábado Santo', false),
  ('2027-05-01', 'Día Nacional del Trabajo', true),
  ('2027-05-21', 'Día de las Glorias Navales', false),
  ('2027-06-21', 'Día Nacional de los Pueblos Indígenas', false),
  ('2027-06-28', 'San Pedro y San Pablo', false),
  ('2027-07-16', 'Día de la Virgen del Carmen', false),
  ('2027-08-15', 'Asunción de la Virgen', false),
  ('2027-09-18', 'Independencia Nacional', true),
  ('2027-09-19', 'Día de las Glorias del Ejército', true),
  ('2027-10-11', 'Encuentro de Dos Mundos', false),
  ('2027-10-31', 'Día de las Iglesias Evangélicas y Protestantes', false),
  ('2027-11-01', 'Día de Todos los Santos', false),
  ('2027-12-08', 'Inmaculada Concepción', false),
  ('2027-12-25', 'Navidad', true)
ON CONFLICT DO NOTHING;
