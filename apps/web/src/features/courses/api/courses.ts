import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourseDetailResponse,
  CoursesQuery,
  CoursesResponse,
  LessonProgressResponse,
  LessonResponse,
  MyCertificatesResponse,
  MyCoursesResponse,
} from '@vitalia/shared/courses';
import type { VideoProgressInput } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';

export const coursesQueryKey = ['courses'] as const;

export const useCourses = (query: CoursesQuery) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'list', query],
    queryFn: () => api.get<CoursesResponse>('/courses', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useMyCourses = () =>
  useQuery({
    queryKey: [...coursesQueryKey, 'mine'],
    queryFn: () => api.get<MyCoursesResponse>('/courses/my-courses'),
  });

export const useCourse = (id: number) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'detail', id],
    queryFn: () => api.get<CourseDetailResponse>(`/courses/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

/** A lesson with its content; a video lesson's addresses expire, so it is asked again on every visit. */
export const useLesson = (courseId: number, lessonId: number) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'lesson', courseId, lessonId],
    queryFn: () => api.get<LessonResponse>(`/courses/${courseId}/lessons/${lessonId}`),
    enabled: Number.isInteger(lessonId) && lessonId > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCertificates = () =>
  useQuery({
    queryKey: [...coursesQueryKey, 'certificates'],
    queryFn: () => api.get<MyCertificatesResponse>('/courses/certificates'),
  });

export function useEnroll(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CourseDetailResponse>(`/courses/${courseId}/enroll`),
    onSuccess: (detail) => {
      queryClient.setQueryData([...coursesQueryKey, 'detail', courseId], detail);
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'mine'] });
    },
  });
}

/** After any lesson progress: the course page, her list and her certificates follow. */
function useAfterProgress(courseId: number) {
  const queryClient = useQueryClient();
  return (answer: LessonProgressResponse) => {
    if (!answer.lesson_completed) return;
    void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'detail', courseId] });
    void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'mine'] });
    if (answer.course_completed)
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'certificates'] });
  };
}

export function useCompleteLesson(courseId: number) {
  const after = useAfterProgress(courseId);
  return useMutation({
    mutationFn: (lessonId: number) =>
      api.post<LessonProgressResponse>(`/courses/${courseId}/lessons/${lessonId}/complete`),
    onSuccess: after,
  });
}

export function useLessonVideoProgress(courseId: number, lessonId: number) {
  const after = useAfterProgress(courseId);
  return useMutation({
    mutationFn: (input: VideoProgressInput) =>
      api.put<LessonProgressResponse>(`/courses/${courseId}/lessons/${lessonId}/progress`, input),
    onSuccess: after,
  });
}
