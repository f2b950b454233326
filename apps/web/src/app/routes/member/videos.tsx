import { ComingSoon } from '@/components/layouts/coming-soon';

export default function VideosRoute() {
  return <ComingSoon title="Videos Gratis" />;
}
