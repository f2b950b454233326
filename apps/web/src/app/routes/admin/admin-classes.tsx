import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminClassesRoute() {
  return <ComingSoon title="Clases en Vivo" />;
}
