import { ProgressPage } from '@/features/progress/components/progress-page';

/** /progreso: her measures over time (issue 47). */
export default function ProgressRoute() {
  return <ProgressPage />;
}
