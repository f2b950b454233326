import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Loading, LoadError } from '@/components/data/load-states';
import { usePublicCourse } from '@/features/courses/api/public-course';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useCartToasts } from '@/features/cart/components/cart-toasts';
import { CourseCatalogue, MyCourses } from '@/features/courses/components/course-catalogue';
import { CoursePage, type CoursePurchase } from '@/features/courses/components/course-page';
import { LessonPage } from '@/features/courses/components/lesson-page';

/** /cursos */
export default function CoursesRoute() {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Cursos</h1>
          <p className="mt-1 text-gray-600">
            Programas paso a paso del equipo Vitalia, con tu avance y certificado.
          </p>
        </div>
        <div className="flex gap-2">
          <Link to={paths.search} className="btn-secondary">
            Buscar en todo
          </Link>
          <Link to={paths.videos} className="btn-secondary">
            Ver videos
          </Link>
        </div>
      </header>
      <MyCourses />
      <CourseCatalogue />
    </div>
  );
}

/** The cart, for a course sold on its own: what is in it, and adding one with the SPEC's toasts. */
function useCoursePurchase(productId: number | null): CoursePurchase {
  const cart = useCart();
  const add = useAddToCart();
  const toasts = useCartToasts();
  return {
    inCart: productId !== null && Boolean(cart.data?.items.some((item) => item.product_id === productId)),
    adding: add.isPending,
    onAdd: (id) => add.mutate(id, { onSuccess: toasts.added, onError: toasts.addFailed }),
  };
}

/**
 * A storefront link (/cursos/{slug}) opened signed in: the members' page of the same course; with
 * `?comprar=1` (her "Comprar" before signing up) the course goes into her cart and the cart opens, to pay.
 */
function CourseBySlug({ slug }: { slug: string }) {
  const found = usePublicCourse(slug);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const add = useAddToCart();
  const toasts = useCartToasts();
  const productId = found.data?.course.product_id ?? null;
  const courseId = found.data?.course.id;
  const buying = search.get('comprar') === '1' && productId !== null;
  // Once per visit, whatever the renders (and React's development double effects).
  const started = useRef(false);
  useEffect(() => {
    if (!buying || productId === null || courseId === undefined || started.current) return;
    started.current = true;
    add.mutate(productId, {
      onSuccess: () => void navigate(paths.cart, { replace: true }),
      // Already hers, or no longer sold: the course's own page says which.
      onError: (error) => {
        toasts.addFailed(error);
        void navigate(paths.course(courseId), { replace: true });
      },
    });
  }, [buying, productId, courseId, add, navigate, toasts]);
  if (found.isError) return <LoadError error={found.error} />;
  if (!found.data || buying) return <Loading />;
  return <Navigate to={paths.course(found.data.course.id)} replace />;
}

/** /cursos/{id}, or the storefront's /cursos/{slug} */
export function CourseRoute() {
  const { courseId = '' } = useParams();
  if (!/^\d+$/.test(courseId)) return <CourseBySlug slug={courseId} />;
  return <CoursePage key={courseId} id={Number(courseId)} usePurchase={useCoursePurchase} />;
}

/** /cursos/{id}/leccion/{lessonId} */
export function LessonRoute() {
  const { courseId, lessonId } = useParams();
  return <LessonPage key={lessonId} courseId={Number(courseId)} lessonId={Number(lessonId)} />;
}
