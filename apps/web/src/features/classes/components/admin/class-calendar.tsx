import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import esLocale from '@fullcalendar/react/locales/es';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './class-calendar.css';
import { Temporal } from 'temporal-polyfill';
import { Plus } from 'lucide-react';
import type { CalendarQuery, LiveClass } from '@vitalia/shared/classes';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { useClassCalendar } from '../../api/get-class-calendar';
import { useUpdateClass } from '../../api/update-class';
import { ADMIN_ZONE, ClassForm } from './class-form';

type Dialog = { kind: 'create'; startsAt?: string } | { kind: 'edit'; live: LiveClass } | null;

/** "2026-11-30T00:00:00-03:00" → "2026-11-30": the calendar's dates are Chile's. */
const dateOf = (value: string) => value.slice(0, 10);

/**
 * `/admin/calendar/class`: every class on FullCalendar (month, week, day, list; Spanish; Chile's clock).
 * Click a day or hour to create one there, click a class to edit it, drag it to move it: the server checks
 * the trainer's other classes and appointments, and a refused move goes back where it was with the reason.
 */
export function ClassCalendar() {
  const [range, setRange] = useState<CalendarQuery | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const calendar = useClassCalendar(range);
  const move = useUpdateClass();
  const toast = useToast();
  const classes = useMemo(() => calendar.data?.classes ?? [], [calendar.data]);
  // Read once, when the calendar opens: its view is chosen at mount, and a live media query also flipped
  // while a browser drew a full-page capture, throwing away the day she had navigated to.
  const [phone] = useState(() => window.matchMedia('(max-width: 639px)').matches);
  const events = useMemo(
    () =>
      classes.map((live) => ({
        id: String(live.id),
        title: `${live.title}${live.trainer ? ` · ${live.trainer.name}` : ''}`,
        start: live.starts_at,
        end: live.ends_at,
        editable: live.status === 'scheduled' && Date.parse(live.starts_at) > Date.now(),
        // Brand teal for classes, violet for webinars, grey (struck through in the title) when cancelled.
        color: live.status === 'cancelled' ? '#6b7280' : live.kind === 'webinar' ? '#6d28d9' : '#0f766e',
        ...(live.status === 'cancelled' ? { title: `Cancelada: ${live.title}` } : {}),
      })),
    [classes],
  );

  return (
    <section className="space-y-4" aria-labelledby="calendario-clases">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="calendario-clases" className="text-sm text-gray-600">
          Horario de Chile. Haz clic en un día u hora para crear una clase, en una clase para editarla, o
          arrástrala para moverla.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link className="btn btn-secondary" to={paths.admin.classes}>
            Ver como lista
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden className="size-4" /> Nueva clase
          </button>
        </div>
      </div>
      {calendar.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar las clases. Revisa tu conexión e intenta nuevamente.
        </p>
      ) : null}
      <div className="vitalia-calendar card p-3" aria-busy={calendar.isFetching}>
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
          locale={esLocale}
          timeZone={ADMIN_ZONE}
          // On a phone a week of hour columns is unreadable: the week as a list, and a day when she needs hours.
          initialView={phone ? 'listWeek' : 'timeGridWeek'}
          headerToolbar={
            phone
              ? { start: 'title', end: 'prev,next' }
              : {
                  start: 'prev,next today',
                  center: 'title',
                  end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
                }
          }
          footerToolbar={phone ? { center: 'today listWeek,timeGridDay' } : undefined}
          // "23–29 nov" fits a phone's toolbar; "23–29 de noviembre de 2026" ran off it.
          titleFormat={phone ? { month: 'short', day: 'numeric' } : undefined}
          height="auto"
          allDaySlot={false}
          slotMinTime="06:00:00"
          slotMaxTime="23:00:00"
          nowIndicator
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          editable
          eventDurationEditable={false}
          events={events}
          datesSet={(info) => {
            const to = Temporal.PlainDate.from(dateOf(info.endStr)).subtract({ days: 1 }).toString();
            setRange((old) =>
              old?.from === dateOf(info.startStr) && old.to === to
                ? old
                : { from: dateOf(info.startStr), to },
            );
          }}
          dateClick={(info) => {
            // dateStr is on Chile's clock ("2026-12-01T19:00:00-03:00"), or a bare date in the month view.
            const startsAt = info.allDay ? `${info.dateStr.slice(0, 10)}T19:00` : info.dateStr.slice(0, 16);
            setDialog({ kind: 'create', startsAt });
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            const live = classes.find((row) => String(row.id) === info.event.id);
            if (live && live.status === 'scheduled' && Date.parse(live.starts_at) > Date.now())
              setDialog({ kind: 'edit', live });
            else if (live)
              toast.show({
                type: 'info',
                title:
                  live.status === 'cancelled'
                    ? 'Esta clase fue cancelada.'
                    : 'Esta clase ya comenzó: no se puede editar.',
              });
          }}
          eventDrop={(info) => {
            // startStr carries its offset, so it names the instant whatever zone the browser is in.
            const start = info.event.startStr;
            if (!start) return info.revert();
            move.mutate(
              { id: Number(info.event.id), input: { starts_at: new Date(start).toISOString() } },
              {
                onSuccess: (answer) =>
                  toast.show({ type: 'success', title: `Clase movida: ${answer.class.title}` }),
                onError: (failure) => {
                  info.revert();
                  toast.show({ type: 'error', title: generalMessage(failure) });
                },
              },
            );
          }}
        />
      </div>
      {dialog?.kind === 'create' ? (
        <ClassForm startsAt={dialog.startsAt} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? <ClassForm live={dialog.live} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
