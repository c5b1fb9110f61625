import { type AdminReport, REPORT_STATUSES } from '@common/moderation';
import { staffRightsPaused } from '@common/staff-rights';
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
import { MembersTab } from '../components/members-tab';
import { ReportDetailsDialog } from '../components/report-details-dialog';
import { ReportsTable } from '../components/reports-table';
import { SiteSettingsTab } from '../components/site-settings-tab';
import { StaffRoles } from '../components/staff-roles';
import { usePendingAccounts } from '../api/joining';
import { InvitationsPanel } from '../components/invitations-panel';
import { JoiningSettingsForm } from '../components/joining-settings-form';
import { PendingQueue } from '../components/pending-queue';
import { StaffRightsPaused } from '../components/staff-rights-paused';
import { StaffSecurity } from '../components/staff-security';
import { TwoFactorRequired } from '../components/two-factor-required';
import { useI18n } from '@web/lib/i18n';


/**
 * /admin (spec §2): stat cards, the Abuse Reports table with its dialog, and the audit log; the
 * appeals queue, pending accounts and invitations for all staff; joining, the site and the roles
 * for admins (decisions 0022–0024), and backups for admins (decision 0027).
 */
export function AdminPage() {
  const { t, error: serverText } = useI18n();
  useDocumentTitle(t('admin.title'));
  const filters: { value: ReportFilter; label: string }[] = [
    { value: 'all', label: t('admin.allStatuses') },
    ...REPORT_STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) })),
  ];
  const { user } = useCurrentUser();
  // A sanction in force pauses the role's rights (decision 0040): no staff call is made then.
  const paused = user ? staffRightsPaused(user) : false;
  const isStaff = isStaffRole(user?.role) && !paused;
  const isAdmin = user?.role === 'admin' && !paused;
  const [tab, setTab] = useState('reports');
  const [filter, setFilter] = useState<ReportFilter>('all');
  const [selected, setSelected] = useState<AdminReport | null>(null);
  const stats = useAdminStats(isStaff);
  const reports = useReports(filter, isStaff);
  // The count on the tab: a waiting person should not go unnoticed (decision 0024).
  const pendingCount = usePendingAccounts(isStaff).data?.length ?? 0;

  if (paused) return <StaffRightsPaused />;
  if (!user || !isStaff) return <AccessDenied signedIn={user !== null} />;
  // Decision 0025: the server refuses staff calls until this account has two-factor sign-in.
  const refusal = stats.isError ? parseApiError(stats.error) : null;
  if (refusal?.body?.needsTwoFactor) return <TwoFactorRequired message={refusal.message ? serverText(refusal.message) : t('admin.twoFactorNeeded')} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('admin.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('admin.intro')}</p>
      </div>

      <AdminStatCards stats={stats.data} loading={stats.isPending} />

      <Tabs value={tab} onValueChange={setTab}>
        {/* Up to ten sections: on a phone the tabs wrap rather than widen the page. */}
        <TabsList aria-label={t('admin.sections')} className="h-auto max-w-full flex-wrap self-start">
          <TabsTrigger value="reports">{t('admin.tab.reports')}</TabsTrigger>
          <TabsTrigger value="appeals">{t('admin.tab.appeals')}</TabsTrigger>
          <TabsTrigger value="members">{t('adminMembers.tab')}</TabsTrigger>
          <TabsTrigger value="pending">{t('admin.tab.pending', { count: pendingCount })}</TabsTrigger>
          <TabsTrigger value="invitations">{t('admin.tab.invitations')}</TabsTrigger>
          {isAdmin ? <TabsTrigger value="joining">{t('admin.tab.joining')}</TabsTrigger> : null}
          <TabsTrigger value="audit">{t('admin.tab.audit')}</TabsTrigger>
          {isAdmin ? <TabsTrigger value="site">{t('admin.tab.site')}</TabsTrigger> : null}
          {isAdmin ? <TabsTrigger value="staff">{t('admin.tab.staff')}</TabsTrigger> : null}
          {isAdmin ? <TabsTrigger value="backups">{t('admin.tab.backups')}</TabsTrigger> : null}
        </TabsList>

        <TabsContent value="reports" className="flex flex-col gap-4">
          <FilteredSectionHeading title={t('admin.tab.reports')} id="status-filter" label={t('admin.status')} value={filter} options={filters} onChange={setFilter} />
          {reports.isError ? (
            <p className="text-sm text-destructive-text">{serverText(apiErrorMessage(reports.error, t('admin.reportsFailed')))}</p>
          ) : (
            <ReportsTable reports={reports.data} loading={reports.isPending} filter={filter} onOpen={setSelected} />
          )}
        </TabsContent>

        <TabsContent value="appeals" className="flex flex-col gap-4">
          <AppealsQueue />
        </TabsContent>

        <TabsContent value="members" className="flex flex-col gap-4">
          <MembersTab />
        </TabsContent>

        <TabsContent value="pending" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">{t('admin.pendingHeading')}</h2>
          <PendingQueue />
        </TabsContent>

        <TabsContent value="invitations" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">{t('admin.tab.invitations')}</h2>
          <InvitationsPanel />
        </TabsContent>

        {isAdmin ? (
          <TabsContent value="joining" className="flex flex-col gap-4">
            <h2 className="text-xl font-semibold tracking-tight">{t('admin.tab.joining')}</h2>
            <JoiningSettingsForm />
          </TabsContent>
        ) : null}

        <TabsContent value="audit" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">{t('admin.tab.audit')}</h2>
          <AuditLog />
        </TabsContent>

        {isAdmin ? (
          <TabsContent value="site" className="flex flex-col gap-4">
            <h2 className="text-xl font-semibold tracking-tight">{t('admin.tab.site')}</h2>
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
