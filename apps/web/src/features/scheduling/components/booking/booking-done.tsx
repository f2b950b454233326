import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { MODALITY_LABELS, type Appointment } from '@vitalia/shared/scheduling';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { calendarFileUrl } from '../../api/get-appointment';

/** "¡Listo!": the appointment made (or moved), with the calendar file and her appointments. */
export function BookingDone({
  appointment,
  moved,
  timeZone,
}: {
  appointment: Appointment;
  moved: boolean;
  timeZone: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card space-y-4 p-6" aria-labelledby="booking-done">
      <CalendarCheck aria-hidden className="size-10 text-brand-700" />
      <h2 id="booking-done" ref={heading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
        {moved ? 'Cambiamos tu cita de horario.' : '¡Listo! Tu cita quedó agendada.'}
      </h2>
      <p className="text-gray-700">
        {appointment.type.name} con {appointment.trainer.name}, el{' '}
        {formatLongDateTime(appointment.starts_at, timeZone)} ({appointment.type.duration_minutes} min,{' '}
        {MODALITY_LABELS[appointment.type.modality].toLowerCase()}). Te enviamos la confirmación por correo.
      </p>
      <div className="flex flex-wrap gap-3">
        <a className="btn btn-primary" href={calendarFileUrl(env.VITE_API_URL, appointment.id)} download>
          <CalendarPlus aria-hidden className="size-4" /> Agregar al calendario
        </a>
        <Link className="btn btn-secondary" to={paths.appointments}>
          Ver mis citas
        </Link>
      </div>
    </section>
  );
}
