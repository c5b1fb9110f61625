import type { StaffRole } from '@common/roles';
import { Badge } from '@web/components/ui/badge';
import { useI18n } from '@web/lib/i18n';
import { Shield, ShieldCheck } from 'lucide-react';

/**
 * "Moderator" or "Admin" beside a staff member's name (decision 0023), as Discourse shows it: so a
 * reader knows who speaks for the community. Nothing for members.
 */
export function StaffBadge({ role, className }: { role: StaffRole | null | undefined; className?: string }) {
  const { t } = useI18n();
  if (!role) return null;
  const Icon = role === 'admin' ? ShieldCheck : Shield;
  return (
    <Badge variant="accent" className={className} data-testid="staff-badge">
      <Icon aria-hidden="true" />
      {t(role === 'admin' ? 'developerCard.staff.admin' : 'developerCard.staff.moderator')}
    </Badge>
  );
}
