/** Every scheduling query lives under this key: a booking, cancellation or change refreshes them all. */
export const schedulingQueryKey = ['scheduling'] as const;

export { viewerTimeZone } from '@/utils/time-zone';
