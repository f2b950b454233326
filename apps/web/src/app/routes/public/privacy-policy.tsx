import { ComingSoon } from '@/components/layouts/coming-soon';

export default function PrivacyPolicyRoute() {
  return <ComingSoon title="Política de privacidad" />;
}
