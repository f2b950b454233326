import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminVideosRoute() {
  return <ComingSoon title="Gestión de Videos" />;
}
