import { useQuery } from '@tanstack/react-query';
import type { MyCoursesResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './course-cache';

export const useMyCourses = () =>
  useQuery({
    queryKey: [...coursesQueryKey, 'mine'],
    queryFn: () => api.get<MyCoursesResponse>('/courses/my-courses'),
  });
