import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminResourcesRoute() {
  return <ComingSoon title="Recursos" />;
}
