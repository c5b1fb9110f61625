import type { CurrentUser } from '@common/auth';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { isUnauthorizedError, redirectToLogin } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRequireSignIn } from '@web/entities/account/lib/use-require-sign-in';
import { Bell, Database, KeyRound, Shield, User } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSettings } from '../api/get-settings';
import { AccountTab } from '../components/account-tab';
import { DataTab } from '../components/data-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PrivacyTab } from '../components/privacy-tab';
import { RecentProofDialog } from '../components/recent-proof-dialog';
import { SecurityTab } from '../components/security-tab';
import { useSaveSetting } from '../lib/use-save-setting';
import { useThemeSync } from '../lib/use-theme-sync';
import { useI18n } from '@web/lib/i18n';

const TABS = [
  { value: 'account', label: 'settings.tab.account', icon: User },
  { value: 'security', label: 'settings.tab.security', icon: KeyRound },
  { value: 'privacy', label: 'settings.tab.privacy', icon: Shield },
  { value: 'notifications', label: 'settings.tab.notifications', icon: Bell },
  { value: 'data', label: 'settings.tab.data', icon: Database },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ))}
    </div>
  );
}

function SignedInSettings({ user }: { user: CurrentUser }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'account';
  const settings = useSettings();
  const { saveQuietly } = useSaveSetting();
  useThemeSync(settings.data, saveQuietly);
  const { t } = useI18n();

  useEffect(() => {
    if (settings.isError && isUnauthorizedError(settings.error)) redirectToLogin();
  }, [settings.isError, settings.error]);

  const needsSettings = tab === 'privacy' || tab === 'notifications';
  return (
    <Tabs value={tab} onValueChange={(value) => navigate(value === 'account' ? '/settings' : `/settings?tab=${value}`, { replace: true })}>
      <TabsList aria-label={t('settings.sections')} className="flex h-auto w-full flex-wrap sm:inline-flex sm:w-fit sm:flex-nowrap">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="h-9 flex-auto px-2 text-xs sm:flex-none sm:px-3 sm:text-sm">
            <Icon aria-hidden="true" className="hidden size-4 sm:block" />
            {/* On a phone the tabs wrap onto a second row when the words are long (German), never mid-word. */}
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {needsSettings && !settings.data ? (
        settings.isError && !isUnauthorizedError(settings.error) ? (
          <p className="text-sm text-muted-foreground">{t('settings.loadFailed')}</p>
        ) : (
          <SettingsSkeleton />
        )
      ) : null}
      <TabsContent value="account">
        <AccountTab user={user} />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
      {settings.data ? (
        <>
          <TabsContent value="privacy">
            <PrivacyTab settings={settings.data} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab settings={settings.data} />
          </TabsContent>
        </>
      ) : null}
      <TabsContent value="data">
        <DataTab user={user} />
      </TabsContent>
      {/* Decision 0039: asked for by any tab's call that needs a recent proof. */}
      <RecentProofDialog />
    </Tabs>
  );
}

/** /settings: Account, Security (decisions 0025, 0026), Privacy, Notifications and Data (spec §2); visitors are sent to sign in. */
export function SettingsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('settings.title'));
  const { user, isLoading } = useRequireSignIn();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('settings.intro')}</p>
      </header>
      {user ? (
        <SignedInSettings user={user} />
      ) : (
        <div className="flex justify-center py-24">
          <Spinner className="size-8" label={t(isLoading ? 'settings.loading' : 'settings.redirecting')} />
        </div>
      )}
    </div>
  );
}
