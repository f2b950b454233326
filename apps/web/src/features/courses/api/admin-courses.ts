import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCourseResponse,
  AdminCoursesQuery,
  AdminCoursesResponse,
  CourseInput,
  CourseOrder,
  LessonInput,
  SectionInput,
  AdminCourseDetailResponse,
  LessonTargetsResponse,
} from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './courses';
import { useCourseEditingScope } from './editing-scope';
import type { AdminTrainerList } from '@vitalia/shared/trainers';

const adminCoursesQueryKey = ['admin', 'courses'] as const;
const detailKey = (base: string, id: number) => [...adminCoursesQueryKey, base, 'detail', id] as const;

export function useAdminCourses(query: AdminCoursesQuery) {
  const { apiBase } = useCourseEditingScope();
  return useQuery({
    queryKey: [...adminCoursesQueryKey, apiBase, query],
    queryFn: () => api.get<AdminCoursesResponse>(apiBase, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCourse(id: number) {
  const { apiBase } = useCourseEditingScope();
  return useQuery({
    queryKey: detailKey(apiBase, id),
    queryFn: () => api.get<AdminCourseDetailResponse>(`${apiBase}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every change answers with the whole course as it now is: the editor shows exactly that. */
function useCourseMutation<Input>(request: (base: string, input: Input) => Promise<AdminCourseResponse>) {
  const queryClient = useQueryClient();
  const { apiBase } = useCourseEditingScope();
  return useMutation({
    mutationFn: (input: Input) => request(apiBase, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey(apiBase, answer.course.id), {
        success: true,
        course: answer.course,
      });
      void queryClient.invalidateQueries({
        queryKey: adminCoursesQueryKey,
        exact: false,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    },
  });
}

export const useCreateCourse = () =>
  useCourseMutation((base, input: CourseInput) => api.post<AdminCourseResponse>(base, input));

export const useUpdateCourse = (id: number) =>
  useCourseMutation((base, input: CourseInput) => api.put<AdminCourseResponse>(`${base}/${id}`, input));

export const useSaveSection = (id: number) =>
  useCourseMutation((base, { sectionId, ...input }: SectionInput & { sectionId?: number }) =>
    sectionId
      ? api.put<AdminCourseResponse>(`${base}/${id}/sections/${sectionId}`, input)
      : api.post<AdminCourseResponse>(`${base}/${id}/sections`, input),
  );

export const useDeleteSection = (id: number) =>
  useCourseMutation((base, sectionId: number) =>
    api.delete<AdminCourseResponse>(`${base}/${id}/sections/${sectionId}`),
  );

export const useSaveLesson = (id: number) =>
  useCourseMutation((base, { lessonId, ...input }: LessonInput & { lessonId?: number }) =>
    lessonId
      ? api.put<AdminCourseResponse>(`${base}/${id}/lessons/${lessonId}`, input)
      : api.post<AdminCourseResponse>(`${base}/${id}/lessons`, input),
  );

export const useDeleteLesson = (id: number) =>
  useCourseMutation((base, lessonId: number) =>
    api.delete<AdminCourseResponse>(`${base}/${id}/lessons/${lessonId}`),
  );

export const useReorder = (id: number) =>
  useCourseMutation((base, order: CourseOrder) => api.put<AdminCourseResponse>(`${base}/${id}/order`, order));

/** What a lesson can show: the published videos and e-books (searched by title). */
export function useLessonTargets(kind: 'video' | 'ebook', text: string) {
  const { apiBase } = useCourseEditingScope();
  return useQuery({
    queryKey: ['admin', 'lesson-targets', apiBase, kind, text],
    queryFn: async () =>
      (
        await api.get<LessonTargetsResponse>(`${apiBase}/lesson-targets`, {
          query: { kind, q: text || undefined },
        })
      ).targets,
    placeholderData: keepPreviousData,
  });
}

/** The team, for the course's "Profesional" select. */
export const useTrainerOptions = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['admin', 'trainers', 'options'],
    queryFn: async () => {
      const answer = await api.get<AdminTrainerList>('/admin/trainers');
      return answer.trainers.map((trainer) => ({ id: trainer.id, name: trainer.name }));
    },
  });
