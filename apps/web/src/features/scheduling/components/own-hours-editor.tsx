import { useTrainerAvailability } from '../api/get-availability';
import { DatesAndTimeOff, WeeklyHours } from './admin/team-hours-editor';
import { Loading, LoadError } from '@/components/data/load-states';

/**
 * "Tus horarios" on Mi agenda profesional: the same editor an admin uses for the team, on her own hours
 * (`/trainer/availability`). A change never moves or cancels a booking already made.
 */
export function OwnHoursEditor() {
  const availability = useTrainerAvailability('own');
  if (availability.isPending) return <Loading />;
  if (availability.isError) return <LoadError error={availability.error} />;
  return (
    <div className="space-y-4">
      <WeeklyHours availability={availability.data} trainerId="own" />
      <DatesAndTimeOff availability={availability.data} trainerId="own" />
    </div>
  );
}
