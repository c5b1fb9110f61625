import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** 'danger' draws the destructive frame of the Delete account section. */
  tone?: 'default' | 'danger';
  className?: string;
  children: ReactNode;
}

/** One card of a Settings tab: a heading, a line on what it does, then its controls. */
export function SettingsSection({ title, description, icon, tone = 'default', className, children }: SettingsSectionProps) {
  return (
    <Card className={cn(tone === 'danger' && 'border-red-300 dark:border-red-900/70', className)}>
      <CardHeader className="gap-1 p-4 pb-4 sm:p-6 sm:pb-4">
        <CardTitle level={2} className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-muted-foreground">
          {icon}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}
