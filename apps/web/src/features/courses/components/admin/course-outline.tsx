import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { LESSON_KIND_LABELS, type AdminCourseDetail, type AdminLesson } from '@vitalia/shared/courses';
import { useToast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { generalMessage } from '@/lib/api-client';
import { useDeleteLesson } from '../../api/delete-lesson';
import { useDeleteSection } from '../../api/delete-section';
import { useReorder } from '../../api/reorder-course';
import { useSaveSection } from '../../api/save-section';
import { LessonDialog } from './lesson-dialog';

type Outline = { id: number; lessonIds: number[] }[];
const sectionKey = (id: number) => `s-${id}`;
const lessonKey = (id: number) => `l-${id}`;
const idOf = (key: string | number) => Number(String(key).slice(2));
const isSection = (key: string | number) => String(key).startsWith('s-');

/** Moves a section, or a lesson within or across sections, as dnd-kit reports it: the whole new order. */
export function moveInOutline(outline: Outline, active: string, over: string): Outline {
  if (isSection(active)) {
    if (!isSection(over)) return outline;
    const from = outline.findIndex((section) => section.id === idOf(active));
    const to = outline.findIndex((section) => section.id === idOf(over));
    return from < 0 || to < 0 ? outline : arrayMove(outline, from, to);
  }
  const lesson = idOf(active);
  const source = outline.find((section) => section.lessonIds.includes(lesson));
  const target = isSection(over)
    ? outline.find((section) => section.id === idOf(over))
    : outline.find((section) => section.lessonIds.includes(idOf(over)));
  if (!source || !target) return outline;
  if (source === target) {
    const from = source.lessonIds.indexOf(lesson);
    const to = isSection(over) ? source.lessonIds.length - 1 : source.lessonIds.indexOf(idOf(over));
    return outline.map((section) =>
      section === source ? { ...section, lessonIds: arrayMove(section.lessonIds, from, to) } : section,
    );
  }
  const at = isSection(over) ? target.lessonIds.length : target.lessonIds.indexOf(idOf(over));
  return outline.map((section) => {
    if (section === source) return { ...section, lessonIds: section.lessonIds.filter((id) => id !== lesson) };
    if (section === target) {
      const lessonIds = [...section.lessonIds];
      lessonIds.splice(at, 0, lesson);
      return { ...section, lessonIds };
    }
    return section;
  });
}

function Handle({
  label,
  listeners,
  attributes,
}: { label: string } & Pick<ReturnType<typeof useSortable>, 'listeners' | 'attributes'>) {
  return (
    <button
      type="button"
      className="btn-ghost cursor-grab touch-none px-1.5 py-1"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}

function LessonItem({
  lesson,
  onEdit,
  onDelete,
}: {
  lesson: AdminLesson;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const sortable = useSortable({ id: lessonKey(lesson.id) });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`flex items-center gap-2 rounded-lg border border-gray-100 bg-white px-2 py-1.5 text-sm ${sortable.isDragging ? 'shadow-lg' : ''}`}
    >
      <Handle
        label={`Mover la lección ${lesson.title}`}
        listeners={sortable.listeners}
        attributes={sortable.attributes}
      />
      <span className="flex-1 text-gray-800">{lesson.title}</span>
      <span className="text-xs text-gray-500">
        {LESSON_KIND_LABELS[lesson.kind]}
        {lesson.drip_days > 0 ? ` · día ${lesson.drip_days}` : ''} · {lesson.completions} completadas
      </span>
      <button
        type="button"
        className="btn-ghost px-1.5 py-1"
        aria-label={`Editar la lección ${lesson.title}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className="btn-ghost px-1.5 py-1"
        aria-label={`Eliminar la lección ${lesson.title}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function SectionItem({
  section,
  lessons,
  children,
  dnd,
  onAddLesson,
  onRename,
  onDelete,
}: {
  section: AdminCourseDetail['sections'][number];
  lessons: AdminLesson[];
  children: React.ReactNode;
  /** The lessons' own drag context (a lesson moves within its section; another section is the editor's). */
  dnd: Omit<DndContextProps, 'children'>;
  onAddLesson: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const sortable = useSortable({ id: sectionKey(section.id) });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className="card space-y-2 p-3"
      aria-label={`Sección ${section.title}`}
    >
      <div className="flex items-center gap-2">
        <Handle
          label={`Mover la sección ${section.title}`}
          listeners={sortable.listeners}
          attributes={sortable.attributes}
        />
        <h3 className="flex-1 font-semibold text-gray-900">{section.title}</h3>
        <button
          type="button"
          className="btn-ghost px-2 py-1 text-sm"
          onClick={onRename}
          aria-label={`Renombrar la sección ${section.title}`}
        >
          <Pencil aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className="btn-ghost px-2 py-1 text-sm"
          onClick={onDelete}
          aria-label={`Eliminar la sección ${section.title}`}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      <DndContext {...dnd}>
        <SortableContext
          items={lessons.map((lesson) => lessonKey(lesson.id))}
          strategy={verticalListSortingStrategy}
        >
          <ul className="space-y-1.5" aria-label={`Lecciones de ${section.title}`}>
            {children}
          </ul>
        </SortableContext>
      </DndContext>
      {lessons.length === 0 ? <p className="px-2 text-sm text-gray-500">Sin lecciones todavía.</p> : null}
      <button type="button" className="btn-secondary text-sm" onClick={onAddLesson}>
        <Plus aria-hidden className="size-4" /> Agregar lección
      </button>
    </li>
  );
}

/**
 * The course's outline: sections and lessons reordered by drag and drop or by keyboard (focus a handle,
 * Espacio to lift, flechas to move, Espacio to drop, Escape to cancel). Each section's lessons have a drag
 * context of their own, so the keyboard moves a lesson among its neighbours only; the lesson editor's
 * "Sección" moves it to another section (the order call accepts either). Each change saves the whole order at once; if the server refuses, the outline goes back.
 */
export function CourseOutline({ course }: { course: AdminCourseDetail }) {
  const toast = useToast();
  const reorder = useReorder(course.id);
  const saveSection = useSaveSection(course.id);
  const deleteSection = useDeleteSection(course.id);
  const deleteLesson = useDeleteLesson(course.id);
  const fromServer = (): Outline =>
    course.sections.map((section) => ({ id: section.id, lessonIds: section.lessons.map((l) => l.id) }));
  const [outline, setOutline] = useState<Outline>(fromServer);
  const [seen, setSeen] = useState(course);
  if (seen !== course) {
    setSeen(course);
    setOutline(fromServer());
  }
  const [editing, setEditing] = useState<{ lesson: AdminLesson | null; sectionId: number } | null>(null);
  const [newSection, setNewSection] = useState('');
  const [deleting, setDeleting] = useState<{ what: 'section' | 'lesson'; id: number; title: string } | null>(
    null,
  );
  const [renaming, setRenaming] = useState<{ id: number; title: string; description: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const lessons = new Map(
    course.sections.flatMap((section) => section.lessons.map((lesson) => [lesson.id, lesson] as const)),
  );
  const sections = new Map(course.sections.map((section) => [section.id, section] as const));
  const nameOf = (key: string | number) =>
    isSection(key)
      ? `la sección ${sections.get(idOf(key))?.title ?? ''}`
      : `la lección ${lessons.get(idOf(key))?.title ?? ''}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomaste ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} está sobre ${nameOf(over.id)}.`
        : `${nameOf(active.id)} no está sobre un lugar válido.`,
    onDragEnd: ({ active, over }) =>
      over ? `Soltaste ${nameOf(active.id)} junto a ${nameOf(over.id)}.` : `Soltaste ${nameOf(active.id)}.`,
    onDragCancel: ({ active }) => `Cancelaste el movimiento de ${nameOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = moveInOutline(outline, String(active.id), String(over.id));
    if (next === outline) return;
    setOutline(next);
    reorder.mutate(
      { sections: next.map((section) => ({ id: section.id, lesson_ids: section.lessonIds })) },
      {
        onError: (error) => {
          setOutline(fromServer());
          toast.show({ type: 'error', title: 'No se guardó el orden', message: generalMessage(error) });
        },
      },
    );
  };

  const dnd: Omit<DndContextProps, 'children'> = {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd,
    accessibility: {
      announcements,
      screenReaderInstructions: {
        draggable:
          'Para mover, presiona Espacio o Enter, usa las flechas y presiona Espacio o Enter para soltar. Escape cancela.',
      },
    },
  };

  const failed = (error: Error) =>
    toast.show({ type: 'error', title: 'No se pudo guardar', message: generalMessage(error) });
  return (
    <section aria-labelledby="outline" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="outline" className="text-lg font-semibold text-gray-900">
            Secciones y lecciones
          </h2>
          <p className="text-sm text-gray-600">
            Arrastra con el ícono de la izquierda, o enfócalo y usa Espacio y las flechas para mover.
          </p>
        </div>
        {reorder.isPending ? (
          <p role="status" className="text-sm text-gray-500">
            Guardando el orden…
          </p>
        ) : null}
      </div>
      <DndContext {...dnd}>
        <SortableContext
          items={outline.map((section) => sectionKey(section.id))}
          strategy={verticalListSortingStrategy}
        >
          <ol className="space-y-3">
            {outline.map((entry) => {
              const section = sections.get(entry.id);
              if (!section) return null;
              const sectionLessons = entry.lessonIds.flatMap((id) => lessons.get(id) ?? []);
              return (
                <SectionItem
                  key={entry.id}
                  section={section}
                  lessons={sectionLessons}
                  dnd={dnd}
                  onAddLesson={() => setEditing({ lesson: null, sectionId: section.id })}
                  onRename={() =>
                    setRenaming({ id: section.id, title: section.title, description: section.description })
                  }
                  onDelete={() => setDeleting({ what: 'section', id: section.id, title: section.title })}
                >
                  {sectionLessons.map((lesson) => (
                    <LessonItem
                      key={lesson.id}
                      lesson={lesson}
                      onEdit={() => setEditing({ lesson, sectionId: section.id })}
                      onDelete={() => setDeleting({ what: 'lesson', id: lesson.id, title: lesson.title })}
                    />
                  ))}
                </SectionItem>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (newSection.trim().length < 3) return;
          saveSection.mutate(
            { title: newSection, description: '' },
            {
              onSuccess: (answer) => {
                setNewSection('');
                toast.show({ type: 'success', title: answer.message });
              },
              onError: failed,
            },
          );
        }}
      >
        <label className="flex-1 text-sm">
          <span className="mb-1 block font-medium text-gray-700">Nueva sección</span>
          <input
            className="field-input"
            maxLength={120}
            value={newSection}
            onChange={(event) => setNewSection(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn-secondary"
          disabled={saveSection.isPending || newSection.trim().length < 3}
        >
          <Plus aria-hidden className="size-4" /> Agregar sección
        </button>
      </form>
      {deleting ? (
        <ConfirmDialog
          title={deleting.what === 'section' ? 'Eliminar sección' : 'Eliminar lección'}
          confirmLabel="Eliminar"
          busyLabel="Eliminando..."
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            deleting.what === 'section'
              ? deleteSection.mutateAsync(deleting.id)
              : deleteLesson.mutateAsync(deleting.id)
          }
        >
          {deleting.what === 'section'
            ? `¿Eliminar la sección «${deleting.title}» y todas sus lecciones? El avance de quienes las cursaron se pierde.`
            : `¿Eliminar la lección «${deleting.title}»? El avance de quienes la cursaron se pierde.`}
        </ConfirmDialog>
      ) : null}
      {renaming ? (
        <Modal open size="sm" title="Renombrar sección" onClose={() => setRenaming(null)}>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              saveSection.mutate(
                { sectionId: renaming.id, title: renaming.title, description: renaming.description },
                {
                  onSuccess: (answer) => {
                    setRenaming(null);
                    toast.show({ type: 'success', title: answer.message });
                  },
                  onError: failed,
                },
              );
            }}
          >
            <label className="block text-sm">
              <span className="mb-1 block font-medium text-gray-700">Nombre de la sección</span>
              <input
                className="field-input"
                maxLength={120}
                value={renaming.title}
                onChange={(event) => setRenaming({ ...renaming, title: event.target.value })}
              />
            </label>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-ghost" onClick={() => setRenaming(null)}>
                Cancelar
              </button>
              <button
                type="submit"
                className="btn-primary"
                disabled={saveSection.isPending || renaming.title.trim().length < 3}
              >
                Guardar
              </button>
            </div>
          </form>
        </Modal>
      ) : null}
      {editing ? (
        <LessonDialog
          course={course}
          lesson={editing.lesson}
          sectionId={editing.sectionId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
