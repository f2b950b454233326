import { lazy, Suspense, useCallback } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, BookOpen, CheckCircle2 } from 'lucide-react';
import type { LessonProgressResponse } from '@vitalia/shared/courses';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useCompleteLesson } from '../api/complete-lesson';
import { useCourse } from '../api/get-course';
import { useLesson } from '../api/get-lesson';
import { useLessonVideoProgress } from '../api/save-lesson-progress';
import { ProgressBar } from './course-card';
import { LESSON_ICONS } from './course-page';
import { Loading } from '@/components/data/load-states';

const VideoPlayer = lazy(() => import('@/components/media/video-player'));

/** /cursos/{id}/leccion/{lessonId}: one lesson, the course's outline beside it, and the way on. */
export function LessonPage({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const course = useCourse(courseId);
  const lesson = useLesson(courseId, lessonId);
  const complete = useCompleteLesson(courseId);
  const watched = useLessonVideoProgress(courseId, lessonId);
  const toast = useToast();
  const celebrate = (answer: LessonProgressResponse) => {
    if (answer.message) toast.show({ type: 'success', title: answer.message });
  };
  const { refetch } = lesson;
  // A fresh lesson answer carries fresh playback addresses (the player asks before they expire).
  const renew = useCallback(async () => (await refetch()).data?.playback ?? undefined, [refetch]);

  const back = (
    <Link
      to={paths.course(courseId)}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Volver al curso
    </Link>
  );
  if (lesson.isPending) return <Loading />;
  if (lesson.isError)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="card p-6 text-red-700">
          {generalMessage(lesson.error)}
        </p>
      </div>
    );
  const { lesson: current, playback, read_url: readUrl } = lesson.data;
  const info = course.data?.course;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-4">
        {back}
        <header>
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
            {current.course_title} · {current.section_title}
          </p>
          <h1 className="text-2xl font-semibold text-brand-900">{current.title}</h1>
        </header>
        {current.kind === 'video' ? (
          playback ? (
            <Suspense
              fallback={
                <div
                  className="aspect-video rounded-xl bg-gray-200"
                  role="status"
                  aria-label="Preparando el video"
                />
              }
            >
              <VideoPlayer
                key={current.id}
                playback={playback}
                poster={null}
                title={current.title}
                renew={renew}
                onWatched={(tramo) => watched.mutate(tramo, { onSuccess: celebrate })}
              />
            </Suspense>
          ) : (
            <p className="card p-6 text-gray-600">El video de esta lección estará disponible muy pronto.</p>
          )
        ) : current.kind === 'text' ? (
          <article className="card space-y-3 p-5 leading-relaxed text-gray-800">
            {current.body.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </article>
        ) : (
          <div className="card flex flex-col items-start gap-3 p-5">
            <p className="text-gray-700">Esta lección es un e-book de la biblioteca.</p>
            {current.resource_id ? (
              <Link to={paths.libraryReader(current.resource_id)} className="btn-primary">
                <BookOpen aria-hidden className="size-4" /> Leer el e-book
              </Link>
            ) : null}
            {!readUrl ? <p className="text-sm text-gray-500">El PDF estará disponible muy pronto.</p> : null}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {current.kind !== 'video' ? (
            current.completed ? (
              <p className="flex items-center gap-2 font-medium text-emerald-700">
                <CheckCircle2 aria-hidden className="size-5" /> Lección completada
              </p>
            ) : (
              <button
                type="button"
                className="btn-primary"
                disabled={complete.isPending}
                onClick={() =>
                  complete.mutate(current.id, {
                    onSuccess: (answer) => {
                      celebrate(answer);
                      void lesson.refetch();
                    },
                    onError: (error) =>
                      toast.show({
                        type: 'error',
                        title: 'No pudimos guardar tu avance',
                        message: generalMessage(error),
                      }),
                  })
                }
              >
                <CheckCircle2 aria-hidden className="size-4" /> Marcar como{' '}
                {current.kind === 'ebook' ? 'leído' : 'leída'}
              </button>
            )
          ) : (
            <p className="text-sm text-gray-600">
              {current.completed ? 'Lección completada.' : 'Se completa al ver al menos el 90% del video.'}
            </p>
          )}
          <nav aria-label="Lecciones" className="flex gap-2">
            {current.previous_lesson_id ? (
              <Link to={paths.lesson(courseId, current.previous_lesson_id)} className="btn-ghost">
                <ArrowLeft aria-hidden className="size-4" /> Anterior
              </Link>
            ) : null}
            {current.next_lesson_id ? (
              <Link to={paths.lesson(courseId, current.next_lesson_id)} className="btn-secondary">
                Siguiente <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </nav>
        </div>
      </div>
      {course.data && info ? (
        <aside aria-label="Contenido del curso" className="card space-y-3 self-start p-3">
          <div className="space-y-1 px-1">
            <p className="font-semibold text-gray-900">{info.title}</p>
            {info.progress_percent !== null ? (
              <>
                <ProgressBar percent={info.progress_percent} label="Tu avance en el curso" />
                <p className="text-xs text-gray-600">{info.progress_percent}% completado</p>
              </>
            ) : null}
          </div>
          {course.data.sections.map((section) => (
            <div key={section.id}>
              <p className="px-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {section.title}
              </p>
              <ul>
                {section.lessons.map((item) => {
                  const Icon = item.completed ? CheckCircle2 : LESSON_ICONS[item.kind];
                  const here = item.id === current.id;
                  return (
                    <li key={item.id}>
                      {item.open ? (
                        <Link
                          to={paths.lesson(courseId, item.id)}
                          aria-current={here ? 'page' : undefined}
                          className={`flex items-center gap-2 rounded px-2 py-1.5 text-sm ${here ? 'bg-brand-50 font-medium text-brand-900' : 'text-gray-700 hover:bg-gray-50'}`}
                        >
                          <Icon
                            aria-hidden
                            className={`size-4 shrink-0 ${item.completed ? 'text-emerald-600' : 'text-brand-700'}`}
                          />
                          {item.title}
                        </Link>
                      ) : (
                        <span className="flex items-center gap-2 px-2 py-1.5 text-sm text-gray-400">
                          <Icon aria-hidden className="size-4 shrink-0" /> {item.title}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </aside>
      ) : null}
    </div>
  );
}
