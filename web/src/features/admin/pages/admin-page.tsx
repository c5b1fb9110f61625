import { type AdminReport, REPORT_STATUSES } from '@common/moderation';
import { isStaffRole } from '@common/roles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { apiErrorMessage, parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useState } from 'react';
import { useAdminStats } from '../api/get-admin-stats';
import { type ReportFilter, useReports } from '../api/get-reports';
import { AccessDenied } from '../components/access-denied';
import { AdminStatCards } from '../components/admin-stat-cards';
import { AppealsQueue } from '../components/appeals-queue';
import { AuditLog } from '../components/audit-log';
import { BackupsTab } from '../components/backups-tab';
import { FilteredSectionHeading } from '../components/filtered-section-heading';
import { ReportDetailsDialog } from '../components/report-details-dialog';
import { ReportsTable } from '../components/reports-table';
import { SiteSettingsTab } from '../components/site-settings-tab';
import { StaffRoles } from '../components/staff-roles';
import { STATUS_LABELS } from '../lib/format';
import { usePendingAccounts } from '../api/joining';
import { InvitationsPanel } from '../components/invitations-panel';
import { JoiningSettingsForm } from '../components/joining-settings-form';
import { PendingQueue } from '../components/pending-queue';
import { StaffSecurity } from '../components/staff-security';
import { TwoFactorRequired } from '../components/two-factor-required';

const FILTERS: { value: ReportFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

/**
 * /admin (spec §2): stat cards, the Abuse Reports table with its dialog, and the audit log; the
 * appeals queue, pending accounts and invitations for all staff; joining, the site and the roles
 * for admins (decisions 0022–0024), and backups for admins (decision 0027).
 */
export function AdminPage() {
  useDocumentTitle('Admin Panel');
  const { user } = useCurrentUser();
  const isStaff = isStaffRole(user?.role);
  const isAdmin = user?.role === 'admin';
  const [tab, setTab] = useState('reports');
  const [filter, setFilter] = useState<ReportFilter>('all');
  const [selected, setSelected] = useState<AdminReport | null>(null);
  const stats = useAdminStats(isStaff);
  const reports = useReports(filter, isStaff);
  // The count on the tab: a waiting person should not go unnoticed (decision 0024).
  const pendingCount = usePendingAccounts(isStaff).data?.length ?? 0;

  if (!user || !isStaff) return <AccessDenied signedIn={user !== null} />;
  // Decision 0025: the server refuses staff calls until this account has two-factor sign-in.
  const refusal = stats.isError ? parseApiError(stats.error) : null;
  if (refusal?.body?.needsTwoFactor) return <TwoFactorRequired message={refusal.message ?? 'Turn on two-factor sign-in to use staff tools.'} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Admin Panel</h1>
        <p className="mt-2 text-muted-foreground">Review abuse reports and keep the community safe.</p>
      </div>

      <AdminStatCards stats={stats.data} loading={stats.isPending} />

      <Tabs value={tab} onValueChange={setTab}>
        {/* Up to nine sections: on a phone the tabs wrap rather than widen the page. */}
        <TabsList aria-label="Admin sections" className="h-auto max-w-full flex-wrap self-start">
          <TabsTrigger value="reports">Abuse Reports</TabsTrigger>
          <TabsTrigger value="appeals">Appeals</TabsTrigger>
          <TabsTrigger value="pending">Pending accounts{pendingCount ? ` (${pendingCount})` : ''}</TabsTrigger>
          <TabsTrigger value="invitations">Invitations</TabsTrigger>
          {isAdmin ? <TabsTrigger value="joining">Joining</TabsTrigger> : null}
          <TabsTrigger value="audit">Audit log</TabsTrigger>
          {isAdmin ? <TabsTrigger value="site">Site</TabsTrigger> : null}
          {isAdmin ? <TabsTrigger value="staff">Staff</TabsTrigger> : null}
          {isAdmin ? <TabsTrigger value="backups">Backups</TabsTrigger> : null}
        </TabsList>

        <TabsContent value="reports" className="flex flex-col gap-4">
          <FilteredSectionHeading title="Abuse Reports" id="status-filter" label="Status" value={filter} options={FILTERS} onChange={setFilter} />
          {reports.isError ? (
            <p className="text-sm text-destructive-text">{apiErrorMessage(reports.error, 'The reports could not be loaded.')}</p>
          ) : (
            <ReportsTable reports={reports.data} loading={reports.isPending} filter={filter} onOpen={setSelected} />
          )}
        </TabsContent>

        <TabsContent value="appeals" className="flex flex-col gap-4">
          <AppealsQueue />
        </TabsContent>

        <TabsContent value="pending" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">Pending accounts</h2>
          <PendingQueue />
        </TabsContent>

        <TabsContent value="invitations" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">Invitations</h2>
          <InvitationsPanel />
        </TabsContent>

        {isAdmin ? (
          <TabsContent value="joining" className="flex flex-col gap-4">
            <h2 className="text-xl font-semibold tracking-tight">Joining</h2>
            <JoiningSettingsForm />
          </TabsContent>
        ) : null}

        <TabsContent value="audit" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">Audit log</h2>
          <AuditLog />
        </TabsContent>

        {isAdmin ? (
          <TabsContent value="site" className="flex flex-col gap-4">
            <h2 className="text-xl font-semibold tracking-tight">Site</h2>
            <SiteSettingsTab />
          </TabsContent>
        ) : null}
        {isAdmin ? (
          <TabsContent value="staff" className="flex flex-col gap-4">
            <StaffRoles />
            <StaffSecurity />
          </TabsContent>
        ) : null}
        {isAdmin ? (
          <TabsContent value="backups" className="flex flex-col gap-4">
            <BackupsTab />
          </TabsContent>
        ) : null}
      </Tabs>

      <ReportDetailsDialog report={selected} canBan={isAdmin} onOpenChange={(open) => !open && setSelected(null)} onChanged={setSelected} />
    </div>
  );
}
