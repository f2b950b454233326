import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { UI_TEXT } from '@vitalia/shared/messages/general';
import { paths } from '@/config/paths';
import { titleFor } from '@/config/route-titles';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from '@/lib/auth';
import { revealApp } from '@/lib/first-screen';
import { UnknownPathRedirect } from './routes/member/unknown-path';

/**
 * Declarative routes with one lazy chunk per screen (see docs/decisions/0003-declarative-router.md):
 * the data router costs ~14 kB gzip more in the first chunk and we use none of its loaders.
 */
/** Mounted beside a screen once it has rendered: the prerendered first screen can go (ADR 0026). */
function RevealWhenMounted() {
  useLayoutEffect(revealApp, []);
  return null;
}

function screen(
  load: () => Promise<{ default: ComponentType }>,
  // A layout's own mount is not the screen yet: its page is still loading inside it.
  { layout = false }: { layout?: boolean } = {},
): ComponentType {
  let Lazy = lazy(load);
  return function Screen() {
    const [, rerender] = useState(0);
    // React.lazy remembers a failed download; "Reintentar" starts a new one.
    const retry = () => {
      Lazy = lazy(load);
      rerender((attempt) => attempt + 1);
    };
    return (
      <RouteErrorBoundary onRetry={retry}>
        <Suspense fallback={<LoadingScreen title={UI_TEXT.loading} />}>
          <Lazy />
          {layout ? null : <RevealWhenMounted />}
        </Suspense>
      </RouteErrorBoundary>
    );
  };
}

const LoginScreen = screen(() => import('./routes/public/login'));
const LoginAdminScreen = screen(() => import('./routes/public/login-admin'));
const ResetPasswordScreen = screen(() => import('./routes/public/reset-password'));
const TermsScreen = screen(() => import('./routes/public/terms'));
const PrivacyPolicyScreen = screen(() => import('./routes/public/privacy-policy'));
const LearnMoreScreen = screen(() => import('./routes/public/learn-more'));
const DashboardRedirectScreen = screen(() => import('./routes/public/dashboard-redirect'));
const ManageAppointmentScreen = screen(() => import('./routes/public/manage-appointment'));
const AdminLayoutScreen = screen(() => import('./routes/admin/admin-layout'), { layout: true });
const AdminDashboardScreen = screen(() => import('./routes/admin/admin-dashboard'));
const AdminAppointmentsScreen = screen(() => import('./routes/admin/admin-appointments'));
const AdminAppointmentTypesScreen = screen(() =>
  import('./routes/admin/admin-appointments').then((module) => ({
    default: module.AdminAppointmentTypesRoute,
  })),
);
const AdminTeamHoursScreen = screen(() =>
  import('./routes/admin/admin-appointments').then((module) => ({ default: module.AdminTeamHoursRoute })),
);
const AdminContentScreen = screen(() => import('./routes/admin/admin-content'));
const AdminCoursesScreen = screen(() => import('./routes/admin/admin-courses'));
const AdminCourseScreen = screen(() =>
  import('./routes/admin/admin-courses').then((module) => ({ default: module.AdminCourseRoute })),
);
const AdminResourcesScreen = screen(() => import('./routes/admin/admin-resources'));
const AdminVideosScreen = screen(() => import('./routes/admin/admin-videos'));
const AdminClassesScreen = screen(() => import('./routes/admin/admin-classes'));
const AdminCalendarScreen = screen(() => import('./routes/admin/admin-calendar'));
const AdminUsersScreen = screen(() => import('./routes/admin/admin-users'));
const AdminUserScreen = screen(() =>
  import('./routes/admin/admin-users').then((module) => ({ default: module.AdminUserRoute })),
);
const AdminNotificationsScreen = screen(() =>
  import('./routes/admin/admin-users').then((module) => ({ default: module.AdminNotificationsRoute })),
);
const AdminActivityScreen = screen(() =>
  import('./routes/admin/admin-users').then((module) => ({ default: module.AdminActivityRoute })),
);
const AdminAnalyticsScreen = screen(() => import('./routes/admin/admin-analytics'));
const AdminPaymentsScreen = screen(() => import('./routes/admin/admin-payments'));
const AdminMembershipsScreen = screen(() => import('./routes/admin/admin-memberships'));
const AdminFeedbackScreen = screen(() => import('./routes/admin/admin-feedback'));
const AdminSettingsScreen = screen(() => import('./routes/admin/admin-settings'));
const ProfileScreen = screen(() => import('./routes/member/profile'));
const MemberLayoutScreen = screen(() => import('./routes/member/member-layout'), { layout: true });
const HomeScreen = screen(() => import('./routes/member/home'));
const TutorialScreen = screen(() => import('./routes/member/tutorial'));
const ContactScreen = screen(() => import('./routes/member/contact'));
const WelcomeScreen = screen(() => import('./routes/member/welcome'));
const DashboardScreen = screen(() => import('./routes/member/dashboard'));
const VideosScreen = screen(() => import('./routes/member/videos'));
const VideoScreen = screen(() => import('./routes/member/video'));
const PremiumVideosScreen = screen(() =>
  import('./routes/member/videos').then((module) => ({ default: module.PremiumVideosRoute })),
);
const LibraryScreen = screen(() => import('./routes/member/library'));
const CoursesScreen = screen(() => import('./routes/member/courses'));
const SearchScreen = screen(() => import('./routes/member/search'));
const TrainerCoursesScreen = screen(() => import('./routes/member/trainer-courses'));
const TrainerEbooksScreen = screen(() => import('./routes/member/trainer-ebooks'));
const TrainerVideosScreen = screen(() => import('./routes/member/trainer-videos'));
const TrainerCourseScreen = screen(() =>
  import('./routes/member/trainer-courses').then((module) => ({ default: module.TrainerCourseRoute })),
);
const CourseScreen = screen(() =>
  import('./routes/member/courses').then((module) => ({ default: module.CourseRoute })),
);
const LessonScreen = screen(() =>
  import('./routes/member/courses').then((module) => ({ default: module.LessonRoute })),
);
const CertificateScreen = screen(() => import('./routes/public/certificate'));
const LibraryReaderScreen = screen(() =>
  import('./routes/member/library').then((module) => ({ default: module.LibraryReaderRoute })),
);
const AgendaScreen = screen(() => import('./routes/member/agenda'));
const AppointmentsScreen = screen(() => import('./routes/member/appointments'));
const ClassesScreen = screen(() => import('./routes/member/classes'));
const TrainerClassesScreen = screen(() => import('./routes/member/trainer-classes'));
const MembershipPlansScreen = screen(() => import('./routes/member/membership-plans'));
const CartScreen = screen(() => import('./routes/member/cart'));
const PaymentSuccessScreen = screen(() => import('./routes/member/payment-success'));
const PaymentFailureScreen = screen(() => import('./routes/member/payment-failure'));
const CheckoutMembershipScreen = screen(() => import('./routes/member/checkout-membership'));
const ClassRegistrationScreen = screen(() => import('./routes/member/class-registration'));

const Public = (
  <RedirectIfSignedIn>
    <Outlet />
  </RedirectIfSignedIn>
);
const Member = (
  <RequireUser>
    <Outlet />
  </RequireUser>
);
const Admin = (
  <RequireAdmin>
    <Outlet />
  </RequireAdmin>
);

/** Each screen's tab title, from the one table in config/route-titles. */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <DocumentTitle />
      <Routes>
        <Route path={paths.root} element={<Navigate to={paths.login} replace />} />
        <Route element={Public}>
          <Route path={paths.login} element={<LoginScreen />} />
          <Route path={paths.loginAdmin} element={<LoginAdminScreen />} />
        </Route>
        <Route path={paths.forgotPassword} element={<ResetPasswordScreen />} />
        <Route path={paths.resetPassword} element={<ResetPasswordScreen />} />
        <Route path={paths.terms} element={<TermsScreen />} />
        <Route path={paths.privacy} element={<PrivacyPolicyScreen />} />
        <Route path={paths.learnMore} element={<LearnMoreScreen />} />
        <Route path={paths.dashboardRedirect} element={<DashboardRedirectScreen />} />
        <Route path={paths.manageAppointment} element={<ManageAppointmentScreen />} />
        <Route path="/certificados/:code" element={<CertificateScreen />} />

        <Route path={paths.admin.root} element={Admin}>
          <Route element={<AdminLayoutScreen />}>
            <Route index element={<AdminDashboardScreen />} />
            <Route path="appointments" element={<AdminAppointmentsScreen />} />
            <Route path="appointments/tipos" element={<AdminAppointmentTypesScreen />} />
            <Route path="appointments/horarios" element={<AdminTeamHoursScreen />} />
            <Route path="content" element={<AdminContentScreen />} />
            <Route path="courses" element={<AdminCoursesScreen />} />
            <Route path="courses/:courseId" element={<AdminCourseScreen />} />
            <Route path="resources" element={<AdminResourcesScreen />} />
            <Route path="videos" element={<AdminVideosScreen />} />
            <Route path="clases" element={<AdminClassesScreen />} />
            <Route path="calendar/class" element={<AdminCalendarScreen />} />
            <Route path="webinars" element={<Navigate to={paths.admin.calendar} replace />} />
            <Route path="users" element={<AdminUsersScreen />} />
            <Route path="users/notifications" element={<AdminNotificationsScreen />} />
            <Route path="users/activity" element={<AdminActivityScreen />} />
            <Route path="users/:id" element={<AdminUserScreen />} />
            <Route path="analytics" element={<AdminAnalyticsScreen />} />
            <Route path="payments" element={<AdminPaymentsScreen />} />
            <Route path="memberships" element={<AdminMembershipsScreen />} />
            <Route path="feedback" element={<AdminFeedbackScreen />} />
            <Route path="settings" element={<AdminSettingsScreen />} />
            <Route path="profile" element={<ProfileScreen />} />
            <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
          </Route>
        </Route>

        <Route element={Member}>
          <Route element={<MemberLayoutScreen />}>
            <Route path={paths.home} element={<HomeScreen />} />
            <Route path={paths.tutorial} element={<TutorialScreen />} />
            <Route path={paths.contact} element={<ContactScreen />} />
            <Route path={paths.dashboard} element={<DashboardScreen />} />
            <Route path={paths.welcome} element={<WelcomeScreen />} />
            <Route path={paths.videos} element={<VideosScreen />} />
            <Route path={paths.premiumVideos} element={<PremiumVideosScreen />} />
            <Route path="/video/:videoId" element={<VideoScreen />} />
            <Route path={paths.library} element={<LibraryScreen />} />
            <Route path={paths.courses} element={<CoursesScreen />} />
            <Route path={paths.search} element={<SearchScreen />} />
            <Route path="/cursos/:courseId" element={<CourseScreen />} />
            <Route path="/cursos/:courseId/leccion/:lessonId" element={<LessonScreen />} />
            <Route path="/biblioteca/:resourceId" element={<LibraryReaderScreen />} />
            <Route path={paths.agenda} element={<AgendaScreen />} />
            <Route path={paths.appointments} element={<AppointmentsScreen />} />
            <Route path={paths.classes} element={<ClassesScreen />} />
            <Route path={paths.trainerClasses} element={<TrainerClassesScreen />} />
            <Route path={paths.trainerCourses} element={<TrainerCoursesScreen />} />
            <Route path={paths.trainerEbooks} element={<TrainerEbooksScreen />} />
            <Route path={paths.trainerVideos} element={<TrainerVideosScreen />} />
            <Route path="/trainer/cursos/:courseId" element={<TrainerCourseScreen />} />
            <Route path={paths.membershipPlans} element={<MembershipPlansScreen />} />
            <Route path={paths.cart} element={<CartScreen />} />
            <Route path={paths.paymentSuccess} element={<PaymentSuccessScreen />} />
            <Route path={paths.paymentFailure} element={<PaymentFailureScreen />} />
            <Route path={paths.checkoutMembership} element={<CheckoutMembershipScreen />} />
            <Route path={paths.profile} element={<ProfileScreen />} />
            <Route path="/class-registration/:classId" element={<ClassRegistrationScreen />} />
          </Route>
          <Route path="*" element={<UnknownPathRedirect />} />
        </Route>
      </Routes>
    </>
  );
}
