import { CareTeamCard } from '@/features/practice/components/admin/care-team-card';
import { useParams } from 'react-router';
import { UsersTable } from '@/features/admin/components/users-table';
import { UsersTabs } from '@/features/admin/components/users-tabs';
import { UserDetail } from '@/features/admin/components/user-detail';
import { MemberPicker } from '@/features/admin/components/member-picker';
import { GrantPlanDialog } from '@/features/memberships/components/admin/grant-plan-dialog';
import { MemberIntakePanel } from '@/features/onboarding/components/member-intake-panel';
import { BroadcastComposer } from '@/features/notifications/components/admin/broadcast-composer';
import { ActivityLog } from '@/features/admin/components/activity-log';

function UsersSection({ children }: { children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">Gestión de Usuarios</h1>
      <UsersTabs />
      {children}
    </div>
  );
}

/** /admin/users */
export default function AdminUsersRoute() {
  return (
    <UsersSection>
      <UsersTable />
    </UsersSection>
  );
}

/** /admin/users/notifications */
export function AdminNotificationsRoute() {
  return (
    <UsersSection>
      <BroadcastComposer memberPicker={(field) => <MemberPicker {...field} />} />
    </UsersSection>
  );
}

/** /admin/users/activity */
export function AdminActivityRoute() {
  return (
    <UsersSection>
      <ActivityLog />
    </UsersSection>
  );
}

/** /admin/users/{id} */
export function AdminUserRoute() {
  const { id } = useParams();
  return (
    <UserDetail
      key={id}
      id={Number(id)}
      extra={
        <>
          <CareTeamCard memberId={Number(id)} />
          <MemberIntakePanel userId={Number(id)} />
        </>
      }
      planDialog={(user, onClose) => <GrantPlanDialog user={user} onClose={onClose} />}
    />
  );
}
