import { useParams } from 'react-router';
import { CheckInPage } from '@/features/check-ins/components/check-in-page';

/** /check-in/{id}: a check-in her professional sent her, answered on her phone (issue 46). */
export default function CheckInRoute() {
  const id = Number(useParams().checkInId);
  return <CheckInPage key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
