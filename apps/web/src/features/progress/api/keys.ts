/** Every progress query lives under this key. */
export const progressQueryKey = ['progress'] as const;
export const metricsKey = [...progressQueryKey, 'metrics'] as const;
export const clientOwnMeasurementsKey = (memberId: number) =>
  [...progressQueryKey, 'client', memberId] as const;
export const photosKey = [...progressQueryKey, 'photos'] as const;
export const clientPhotosKey = (memberId: number) =>
  [...progressQueryKey, 'client-photos', memberId] as const;
export const clientMetricsKey = (memberId: number) =>
  [...progressQueryKey, 'client-metrics', memberId] as const;
