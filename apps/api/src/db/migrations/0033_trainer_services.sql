CREATE TABLE "trainer_services" (
	"trainer_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "trainer_services_trainer_id_type_id_pk" PRIMARY KEY("trainer_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "trainer_services" ADD CONSTRAINT "trainer_services_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_services" ADD CONSTRAINT "trainer_services_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE cascade ON UPDATE no action;