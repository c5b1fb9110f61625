import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { toast } from '@web/components/ui/use-toast';
import { Copy, Download, TriangleAlert } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

/** The ten recovery codes, shown once: copy them, download them, then say they are kept. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t, rich } = useI18n();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('codes.copied'), description: t('codes.copiedText'), variant: 'success' });
    } catch {
      toast({ title: t('codes.copyFailed'), description: t('codes.copyFailedText'), variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'shipyard-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-4">
      <Notice tone="warning">
        <TriangleAlert aria-hidden="true" />
        <p>
          {rich('codes.save', { strong: (chunks) => <span className="font-semibold">{chunks}</span> })}
        </p>
      </Notice>
      <ul aria-label={t('codes.list')} className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted/50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('codes.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t('codes.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('codes.done')}
        </Button>
      </div>
    </div>
  );
}
