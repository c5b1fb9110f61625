import { cn } from '@web/lib/utils';

/**
 * A write-up as the server rendered it: its HTML went through the server's allow-list sanitizer
 * (decision 0030) and is shown as is; code colours come from CSS variables (index.css, .writeup).
 */
export function WriteupHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized Markdown rendering (decision 0030)
  return <div className={cn('writeup', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
