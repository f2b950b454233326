import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCourseDetail,
  AdminCourseResponse,
  AdminCoursesQuery,
  AdminCoursesResponse,
  CourseInput,
  CourseOrder,
  LessonInput,
  SectionInput,
} from '@vitalia/shared/courses';
import type { AdminVideosResponse } from '@vitalia/shared/videos';
import type { AdminResourcesResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './courses';

const adminCoursesQueryKey = ['admin', 'courses'] as const;
const detailKey = (id: number) => [...adminCoursesQueryKey, 'detail', id] as const;

export const useAdminCourses = (query: AdminCoursesQuery) =>
  useQuery({
    queryKey: [...adminCoursesQueryKey, query],
    queryFn: () => api.get<AdminCoursesResponse>('/admin/courses', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useAdminCourse = (id: number) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: () => api.get<{ success: boolean; course: AdminCourseDetail }>(`/admin/courses/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

/** Every change answers with the whole course as it now is: the editor shows exactly that. */
function useCourseMutation<Input>(request: (input: Input) => Promise<AdminCourseResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey(answer.course.id), { success: true, course: answer.course });
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
  useCourseMutation((input: CourseInput) => api.post<AdminCourseResponse>('/admin/courses', input));

export const useUpdateCourse = (id: number) =>
  useCourseMutation((input: CourseInput) => api.put<AdminCourseResponse>(`/admin/courses/${id}`, input));

export const useSaveSection = (id: number) =>
  useCourseMutation(({ sectionId, ...input }: SectionInput & { sectionId?: number }) =>
    sectionId
      ? api.put<AdminCourseResponse>(`/admin/courses/${id}/sections/${sectionId}`, input)
      : api.post<AdminCourseResponse>(`/admin/courses/${id}/sections`, input),
  );

export const useDeleteSection = (id: number) =>
  useCourseMutation((sectionId: number) =>
    api.delete<AdminCourseResponse>(`/admin/courses/${id}/sections/${sectionId}`),
  );

export const useSaveLesson = (id: number) =>
  useCourseMutation(({ lessonId, ...input }: LessonInput & { lessonId?: number }) =>
    lessonId
      ? api.put<AdminCourseResponse>(`/admin/courses/${id}/lessons/${lessonId}`, input)
      : api.post<AdminCourseResponse>(`/admin/courses/${id}/lessons`, input),
  );

export const useDeleteLesson = (id: number) =>
  useCourseMutation((lessonId: number) =>
    api.delete<AdminCourseResponse>(`/admin/courses/${id}/lessons/${lessonId}`),
  );

export const useReorder = (id: number) =>
  useCourseMutation((order: CourseOrder) =>
    api.put<AdminCourseResponse>(`/admin/courses/${id}/order`, order),
  );

/** What a lesson can show: the videos and e-books admins have (searched by title). */
export const useLessonTargets = (kind: 'video' | 'ebook', text: string) =>
  useQuery({
    queryKey: ['admin', 'lesson-targets', kind, text],
    queryFn: async () => {
      const query = { q: text || undefined, page: 1 };
      if (kind === 'video') {
        const answer = await api.get<AdminVideosResponse>('/admin/videos', { query });
        return answer.videos.map((video) => ({ id: video.id, title: video.title }));
      }
      const answer = await api.get<AdminResourcesResponse>('/admin/resources', { query });
      return answer.resources.map((resource) => ({ id: resource.id, title: resource.title }));
    },
    placeholderData: keepPreviousData,
  });

/** The team, for the course's "Profesional" select. */
export const useTrainerOptions = () =>
  useQuery({
    queryKey: ['admin', 'trainers', 'options'],
    queryFn: async () => {
      const answer = await api.get<{ trainers: { id: number; name: string }[] }>('/admin/trainers');
      return answer.trainers.map((trainer) => ({ id: trainer.id, name: trainer.name }));
    },
  });
