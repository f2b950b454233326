import type { AdminCourseResponse } from '@vitalia/shared/courses';
import { useContentEditMutation } from '@/lib/content-editing';
import { coursesQueryKey } from './course-cache';
import { useCourseEditingScope } from './editing-scope';

export const adminCoursesQueryKey = ['admin', 'courses'] as const;

export const detailKey = (base: string, id: number) => [...adminCoursesQueryKey, base, 'detail', id] as const;

/** Every change answers with the whole course as it now is: the editor shows exactly that. */
export const useCourseMutation = <Input>(
  request: (base: string, input: Input) => Promise<AdminCourseResponse>,
) => {
  const { apiBase } = useCourseEditingScope();
  return useContentEditMutation({
    apiBase,
    request,
    onAnswer: (queryClient, answer) =>
      queryClient.setQueryData(detailKey(apiBase, answer.course.id), {
        success: true,
        course: answer.course,
      }),
    refresh: [
      { queryKey: adminCoursesQueryKey, exact: false, refetchType: 'none' },
      { queryKey: coursesQueryKey },
    ],
  });
};
