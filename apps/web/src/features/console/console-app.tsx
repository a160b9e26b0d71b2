import { CONSOLE_PAGES, STAFF_ROLE_LABELS, staffMay } from '@hearth/domain/console';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { consoleActions, consoleSession, useMe, whenSignedOut } from '@/features/console/api';
import { Link, Navigate, NavLink, Route, Routes, useNavigate } from '@/lib/routing';
import './console.css';

// One chunk per page, inside the console's own lazy area (nothing of it reaches a borrower's page).
const SignInPage = lazy(() => import('@/features/console/pages/sign-in-page'));
const QueuePage = lazy(() => import('@/features/console/pages/queue-page'));
const ApplicationPage = lazy(() => import('@/features/console/pages/application-page'));
const AuditPage = lazy(() => import('@/features/console/pages/audit-page'));
const StaffPage = lazy(() => import('@/features/console/pages/staff-page'));
const SettingsPage = lazy(() => import('@/features/console/pages/settings-page'));
const ChatPage = lazy(() => import('@/features/console/pages/chat-page'));
const BrokersPage = lazy(() => import('@/features/console/pages/brokers-page'));
const ReportsPage = lazy(() => import('@/features/console/pages/reports-page'));

function Loading() {
  return (
    <p className="console__loading" role="status">
      Loading…
    </p>
  );
}

/** The signed-in console: a header with the lender's pages for this person's role, and the page. */
function SignedIn() {
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    whenSignedOut(() => navigate(CONSOLE_PAGES.signIn, { replace: true }));
  }, [navigate]);
  // The server renders no staff page (no session there): the browser decides once it runs.
  if (typeof window === 'undefined') return <Loading />;
  if (!consoleSession.token() || me.isError) return <Navigate to={CONSOLE_PAGES.signIn} replace />;
  if (!me.data) return <Loading />;
  const staff = me.data;
  const signOut = async () => {
    await consoleActions.signOut().catch(() => undefined);
    consoleSession.clear();
    client.removeQueries({ queryKey: ['console'] });
    navigate(CONSOLE_PAGES.signIn, { replace: true });
  };
  return (
    <div className="console">
      <header className="console__header">
        <Link to={CONSOLE_PAGES.queue} className="console__brand">
          Lender console
        </Link>
        <nav aria-label="Console" className="console__nav">
          {staffMay(staff.role, 'readFiles') && (
            <NavLink to={CONSOLE_PAGES.queue} end>
              Queue
            </NavLink>
          )}
          {staffMay(staff.role, 'readAudit') && <NavLink to={CONSOLE_PAGES.audit}>Audit log</NavLink>}
          {staffMay(staff.role, 'manageStaff') && <NavLink to={CONSOLE_PAGES.staff}>Staff</NavLink>}
          {staffMay(staff.role, 'brandSettings') && (
            <NavLink to={CONSOLE_PAGES.settings}>Brand settings</NavLink>
          )}
          {staffMay(staff.role, 'chat') && <NavLink to={CONSOLE_PAGES.chat}>Chat</NavLink>}
          {staffMay(staff.role, 'manageBrokers') && <NavLink to={CONSOLE_PAGES.brokers}>Brokers</NavLink>}
          {staffMay(staff.role, 'readReports') && <NavLink to={CONSOLE_PAGES.reports}>Reports</NavLink>}
        </nav>
        <div className="console__who">
          <span>
            {staff.name} · {STAFF_ROLE_LABELS[staff.role]}
          </span>
          <button type="button" className="console__link-button" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main className="console__main" id="main">
        <Suspense fallback={<Loading />}>
          <Routes>
            {/* A chat agent reads no file: their console opens on the chats. */}
            <Route
              index
              element={
                staffMay(staff.role, 'readFiles') ? (
                  <QueuePage staff={staff} />
                ) : (
                  <Navigate to={CONSOLE_PAGES.chat} replace />
                )
              }
            />
            <Route path="applications/:uuid" element={<ApplicationPage staff={staff} />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="staff" element={<StaffPage />} />
            <Route path="settings/*" element={<SettingsPage staff={staff} />} />
            <Route path="chat" element={<ChatPage />} />
            <Route path="brokers" element={<BrokersPage />} />
            <Route path="reports" element={<ReportsPage staff={staff} />} />
            <Route path="*" element={<Navigate to={CONSOLE_PAGES.queue} replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}

/** The lender's console (issue 24): sign-in, then the queue, a file, the audit log and staff. */
export function Component() {
  useEffect(() => {
    document.title = 'Lender console';
  }, []);
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="*" element={<SignedIn />} />
      </Routes>
    </Suspense>
  );
}
