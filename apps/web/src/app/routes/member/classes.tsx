import { ComingSoon } from '@/components/layouts/coming-soon';

export default function ClassesRoute() {
  return <ComingSoon title="Mis Clases" />;
}
