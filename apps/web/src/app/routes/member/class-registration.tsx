import { useParams } from 'react-router';
import { ClassRegistrationResult } from '@/features/classes/components/class-registration-result';

/** /class-registration/{classId}: the webinar registration's success page (SPEC §2). */
export default function ClassRegistrationRoute() {
  const { classId } = useParams();
  return <ClassRegistrationResult classId={Number(classId)} />;
}
