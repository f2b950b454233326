import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { useProfile } from '@/features/profile/api/get-profile';
import { useProfileStats } from '@/features/profile/api/get-profile-stats';
import { AvatarEditor } from '@/features/profile/components/avatar-editor';
import { PersonalDataForm } from '@/features/profile/components/personal-data-form';
import { PrivacySection } from '@/features/profile/components/privacy-section';
import { SecuritySection } from '@/features/profile/components/security-section';
import { SessionsSection } from '@/features/profile/components/sessions-section';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { MyPayments } from '@/features/memberships/components/my-payments';
import { IntakeSection } from '@/features/onboarding/components/intake-summary';
import { MyCertificates } from '@/features/courses/components/certificates';
import { RealtimeSetting } from '@/features/notifications/components/realtime-setting';
import { isAdminUser, isStaffUser, useSession } from '@/lib/auth';
import { useMembershipStatus } from '@/features/memberships/api/get-membership-status';
import { planStanding } from '@/features/memberships/utils/plan-standing';

/** /profile: photo, personal data, password, privacy (visibility, export, delete) and a short summary. */
export default function ProfileRoute() {
  const profile = useProfile();
  const stats = useProfileStats();
  const session = useSession();
  const membership = useMembershipStatus();
  if (profile.isPending) {
    return <LoadingBlock />;
  }
  if (profile.isError)
    return <ErrorFallback message={profile.error.message} onRetry={() => void profile.refetch()} />;
  const { user, profile_visible } = profile.data;
  const standing = membership.data ? planStanding(membership.data) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-brand-900">Mi Perfil</h1>
      <AvatarEditor user={user} />
      {stats.data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            // The team has no plan of its own to show.
            ...(isStaffUser(session.user) ? [] : [['Plan', PLAN_LABELS[stats.data.plan_type], standing]]),
            ['Días en Vitalia', String(stats.data.member_since_days)],
            ['Notificaciones', String(stats.data.notifications_total)],
            ['Sesiones activas', String(stats.data.active_sessions)],
          ].map(([label, value, detail]) => (
            <div key={label} className="card p-4 text-center">
              <dt className="text-xs text-gray-500">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-gray-900">{value}</dd>
              {detail ? <dd className="mt-0.5 text-xs text-brand-800">{detail}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
      <PersonalDataForm key={user.id} user={user} />
      {isAdminUser(session.user) ? null : <IntakeSection />}
      {isAdminUser(session.user) ? null : <MyCertificates />}
      {user.has_password ? <SecuritySection /> : null}
      <SessionsSection />
      <RealtimeSetting />
      <MyPayments />
      <PrivacySection user={user} profileVisible={profile_visible} />
    </div>
  );
}
