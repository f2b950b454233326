import { ComingSoon } from '@/components/layouts/coming-soon';

export default function VideoRoute() {
  return <ComingSoon title="Video" />;
}
