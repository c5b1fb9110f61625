import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { toast } from '@web/components/ui/use-toast';
import { Copy, Download, TriangleAlert } from 'lucide-react';

/** The ten recovery codes, shown once: copy them, download them, then say they are kept. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Your recovery codes are on the clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them yourself, or download them.', variant: 'destructive' });
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
          <span className="font-semibold">Save these recovery codes now.</span> They are shown only once. Each one signs you in
          once if you lose your authenticator app.
        </p>
      </Notice>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted/50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
