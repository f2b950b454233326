import { Link } from 'react-router';
import {
  ArrowLeft,
  Award,
  BookOpen,
  CheckCircle2,
  Circle,
  FileText,
  Lock,
  PlayCircle,
  ShoppingCart,
} from 'lucide-react';
import { LESSON_KIND_LABELS, type LessonKind, type LessonSummary } from '@vitalia/shared/courses';
import { COURSE_LEVEL_LABELS } from '@vitalia/shared/course-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { formatDate } from '@/utils/format';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useCourse } from '../api/get-course';
import { useEnroll } from '../api/enroll';
import { CourseBanner, courseLength, ProgressBar } from './course-card';
import { Loading } from '@/components/data/load-states';

export const LESSON_ICONS: Record<LessonKind, typeof PlayCircle> = {
  video: PlayCircle,
  text: FileText,
  ebook: BookOpen,
};

/** The cart, for a course sold on its own; the route composes it from the cart feature. */
export interface CoursePurchase {
  inCart: boolean;
  adding: boolean;
  onAdd: (productId: number) => void;
}

function LessonRow({ courseId, lesson }: { courseId: number; lesson: LessonSummary }) {
  const Icon = LESSON_ICONS[lesson.kind];
  const label = (
    <>
      {lesson.completed ? (
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
      ) : lesson.open ? (
        <Circle aria-hidden className="size-5 shrink-0 text-gray-300" />
      ) : (
        <Lock aria-hidden className="size-5 shrink-0 text-gray-400" />
      )}
      <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
      <span className="flex-1">
        {lesson.title}
        <span className="sr-only">
          {' '}
          ({LESSON_KIND_LABELS[lesson.kind]}
          {lesson.completed ? ', completada' : ''})
        </span>
      </span>
      <span className="shrink-0 text-xs text-gray-500">
        {lesson.opens_at ? `Se abre el ${formatDate(lesson.opens_at)}` : `${lesson.duration_minutes} min`}
      </span>
    </>
  );
  return (
    <li>
      {lesson.open ? (
        <Link
          to={paths.lesson(courseId, lesson.id)}
          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-gray-800 hover:bg-brand-50"
        >
          {label}
        </Link>
      ) : (
        <div className="flex items-center gap-3 px-3 py-2.5 text-sm text-gray-500">{label}</div>
      )}
    </li>
  );
}

/** /cursos/{id}: the course, its syllabus with her progress, and what she can do next. */
export function CoursePage({
  id,
  usePurchase,
}: {
  id: number;
  /** The cart, for a course sold on its own (composed by the route from the cart feature). */
  usePurchase: (productId: number | null) => CoursePurchase;
}) {
  const course = useCourse(id);
  const purchase = usePurchase(course.data?.course.product?.id ?? null);
  const enroll = useEnroll(id);
  const toast = useToast();
  const back = (
    <Link
      to={paths.courses}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Volver a los cursos
    </Link>
  );
  if (course.isPending) return <Loading />;
  if (course.isError)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="card p-6 text-red-700">
          {generalMessage(course.error)}
        </p>
      </div>
    );
  const { course: info, sections, continue: next, certificate } = course.data;
  const product = info.product;
  // Enrolled (or just bought) with nothing done yet: the first step reads as a start, not a "continue".
  const started =
    (info.progress_percent ?? 0) > 0 || sections.some((section) => section.lessons.some((l) => l.completed));
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      {back}
      <div className="grid gap-5 md:grid-cols-[1fr_18rem]">
        <header className="space-y-2">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{info.category}</p>
          <h1 className="text-2xl font-semibold text-brand-900">{info.title}</h1>
          <p className="text-gray-700">{info.description}</p>
          <p className="text-sm text-gray-500">
            {COURSE_LEVEL_LABELS[info.level]} · {info.lessons_count} lecciones ·{' '}
            {courseLength(info.duration_minutes)}
            {info.trainer ? ` · Con ${info.trainer.name}` : ''}
          </p>
        </header>
        <aside className="card space-y-3 self-start p-4">
          <CourseBanner course={info} />
          {info.locked ? (
            <>
              <p className="text-sm text-gray-700">
                Incluido en el plan {PLAN_LABELS[info.required_plan]}
                {product ? ` o por ${formatClp(product.price_clp)}` : ''}.
              </p>
              <Link to={paths.membershipPlans} className="btn-primary w-full">
                <Lock aria-hidden className="size-4" /> Mejora tu plan
              </Link>
              {product ? (
                purchase.inCart ? (
                  <Link to={paths.cart} className="btn-secondary w-full">
                    <ShoppingCart aria-hidden className="size-4" /> En tu carrito
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="btn-secondary w-full"
                    disabled={purchase.adding}
                    onClick={() => purchase.onAdd(product.id)}
                  >
                    <ShoppingCart aria-hidden className="size-4" /> Comprar por {formatClp(product.price_clp)}
                  </button>
                )
              ) : null}
            </>
          ) : !info.enrolled ? (
            <button
              type="button"
              className="btn-primary w-full"
              disabled={enroll.isPending}
              onClick={() =>
                enroll.mutate(undefined, {
                  onSuccess: () => toast.show({ type: 'success', title: '¡Te inscribiste en el curso!' }),
                  onError: (error) =>
                    toast.show({
                      type: 'error',
                      title: 'No pudimos inscribirte',
                      message: generalMessage(error),
                    }),
                })
              }
            >
              {enroll.isPending ? 'Inscribiendo...' : 'Inscribirme gratis'}
            </button>
          ) : (
            <>
              <ProgressBar percent={info.progress_percent ?? 0} label="Tu avance en el curso" />
              <p className="text-sm text-gray-700">
                {info.completed ? '¡Curso completado!' : `${info.progress_percent ?? 0}% completado`}
              </p>
              {next ? (
                <Link to={paths.lesson(id, next.lesson_id)} className="btn-primary w-full">
                  {started ? `Continuar: ${next.lesson_title}` : 'Empezar curso'}
                </Link>
              ) : null}
            </>
          )}
          {certificate ? (
            <div className="space-y-2 border-t border-gray-100 pt-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                <Award aria-hidden className="size-5 text-sun-500" /> Tu certificado
              </p>
              <a
                href={`${env.VITE_API_URL}/courses/${id}/certificate`}
                className="btn-secondary w-full"
                download
              >
                Descargar certificado (PDF)
              </a>
              <Link
                to={paths.certificate(certificate.code)}
                className="block text-xs text-brand-700 underline"
              >
                Verificación: {certificate.code}
              </Link>
            </div>
          ) : null}
        </aside>
      </div>
      <section aria-labelledby="syllabus" className="space-y-3">
        <h2 id="syllabus" className="text-lg font-semibold text-gray-900">
          Contenido del curso
        </h2>
        {sections.length === 0 ? (
          <p className="card p-4 text-gray-600">Este curso aún no tiene lecciones.</p>
        ) : null}
        {sections.map((section, index) => (
          <div key={section.id} className="card p-2">
            <div className="px-3 pt-2 pb-1">
              <h3 className="font-semibold text-gray-900">
                {index + 1}. {section.title}
              </h3>
              {section.description ? <p className="text-sm text-gray-600">{section.description}</p> : null}
            </div>
            <ul aria-label={section.title}>
              {section.lessons.map((lesson) => (
                <LessonRow key={lesson.id} courseId={id} lesson={lesson} />
              ))}
            </ul>
          </div>
        ))}
        {!info.locked && !info.enrolled ? (
          <p className="text-sm text-gray-600">Inscríbete para abrir las lecciones y guardar tu avance.</p>
        ) : null}
      </section>
    </div>
  );
}
