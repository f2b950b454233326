import { useTrainerAvailability } from '../api/admin-availability';
import { DatesAndTimeOff, WeeklyHours } from './admin/team-hours-editor';

/**
 * "Tus horarios" on Mi agenda profesional: the same editor an admin uses for the team, on her own hours
 * (`/trainer/availability`). A change never moves or cancels a booking already made.
 */
export function OwnHoursEditor() {
  const availability = useTrainerAvailability('own');
  if (availability.isPending) return <p role="status">Cargando...</p>;
  if (availability.isError)
    return (
      <p role="alert" className="text-red-700">
        {availability.error.message}
      </p>
    );
  return (
    <div className="space-y-4">
      <WeeklyHours availability={availability.data} trainerId="own" />
      <DatesAndTimeOff availability={availability.data} trainerId="own" />
    </div>
  );
}
