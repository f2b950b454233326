import { ComingSoon } from '@/components/layouts/coming-soon';

export default function LibraryRoute() {
  return <ComingSoon title="E-Book" />;
}
