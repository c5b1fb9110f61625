import { isStaffRole } from '@common/roles';
import type { CurrentUser } from '@common/auth';
import { AVATAR_SIZE } from '@common/people-constants';
import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { useLogout } from '@web/features/auth/api/logout';
import { isRestricted } from '@web/entities/account/lib/content-restriction-kind';
import { displayName, initials } from '@web/entities/account/api/current-user';
import { usePublicJoining } from '@web/entities/account/api/joining';
import { apiErrorMessage } from '@web/lib/request';
import { LogOut, MailPlus, MessageSquare, Plus, Settings, ShieldCheck, User } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

const MENU_LINKS = [
  { href: '/profile', label: 'userMenu.profile', icon: User },
  { href: '/create-project', label: 'userMenu.addProject', icon: Plus },
  { href: '/messages', label: 'userMenu.messages', icon: MessageSquare },
  { href: '/settings', label: 'userMenu.settings', icon: Settings },
] as const;

export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const { t } = useI18n();
  const name = displayName(user);
  // A suspended, banned or unverified account cannot add projects, so the menu does not offer it.
  const links = isRestricted(user) ? MENU_LINKS.filter((link) => link.href !== '/create-project') : MENU_LINKS;
  // Decision 0024: members' invitation links, when the operator allows them.
  const joining = usePublicJoining(!isRestricted(user));
  const mayInvite = !isRestricted(user) && joining.data?.membersMayInvite === true;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('userMenu.label')}>
          <Avatar className="size-8">
            {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} /> : null}
            <AvatarFallback>{initials(user)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        {mayInvite ? (
          <DropdownMenuItem asChild>
            <Link href="/invitations">
              <MailPlus aria-hidden="true" />
              {t('userMenu.invite')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {isStaffRole(user.role) ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden="true" />
              {t('userMenu.admin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          onSelect={() =>
            logout.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: t('userMenu.logOutFailed'),
                  description: apiErrorMessage(error, t('common.tryAgain')),
                  variant: 'destructive',
                }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {t('userMenu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
