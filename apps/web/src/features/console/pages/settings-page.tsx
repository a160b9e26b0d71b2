import { CONSOLE_PAGES, type StaffMember, staffMay } from '@hearth/domain/console';
import { lazy } from 'react';
import { Navigate, NavLink, Route, Routes } from '@/lib/routing';

// One chunk per settings page, inside the console's lazy area (decision 0239).
const BannersPage = lazy(() => import('@/features/console/settings/banners-page'));
const MaintenancePage = lazy(() => import('@/features/console/settings/maintenance-page'));
const FlagsPage = lazy(() => import('@/features/console/settings/flags-page'));
const ChatHoursPage = lazy(() => import('@/features/console/settings/chat-hours-page'));
const SupportContactPage = lazy(() => import('@/features/console/settings/support-contact-page'));

const SECTIONS = [
  { to: CONSOLE_PAGES.banners, label: 'Banners' },
  { to: CONSOLE_PAGES.maintenance, label: 'Maintenance' },
  { to: CONSOLE_PAGES.flags, label: 'Feature flags' },
  { to: CONSOLE_PAGES.chatHours, label: 'Chat hours' },
  { to: CONSOLE_PAGES.supportContact, label: 'Support contact' },
] as const;

/**
 * The lender's brand settings (issue 24 item 6): what borrowers of this brand see around their application. Each
 * change takes effect from the borrower's next page load, on every server, without a restart. Admins only.
 */
export default function SettingsPage({ staff }: { staff: StaffMember }) {
  if (!staffMay(staff.role, 'brandSettings'))
    return (
      <section aria-labelledby="settings-title">
        <h1 id="settings-title">Brand settings</h1>
        <p>Only an admin of your lender changes brand settings. Ask one of your admins to make the change.</p>
      </section>
    );
  return (
    <div className="console__settings">
      <nav aria-label="Brand settings" className="console__subnav">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={CONSOLE_PAGES.banners} replace />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="maintenance" element={<MaintenancePage />} />
        <Route path="flags" element={<FlagsPage />} />
        <Route path="chat-hours" element={<ChatHoursPage staff={staff} />} />
        <Route path="support-contact" element={<SupportContactPage staff={staff} />} />
        <Route path="*" element={<Navigate to={CONSOLE_PAGES.banners} replace />} />
      </Routes>
    </div>
  );
}
