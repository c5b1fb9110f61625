import { lazyPart, OnceOpened, ShowPart } from '@web/lib/lazy-part';

export interface ReportDialogProps {
  userId: string;
  /** Shown in the title: "Report Ada Lovelace". */
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId?: string;
  commentId?: string;
}

const ReportDialogContent = lazyPart(() => import('./report-dialog-content').then((module) => module.ReportDialogContent), 'src/components/report-dialog-content.tsx');

/**
 * The 'Report' dialog for the developer page and the Messages menu (spec §5: a reason is
 * required, the description optional). Controlled, so a menu item can open it. Its code comes
 * when it first opens (report-dialog-content.tsx), not with the pages that offer it.
 */
export function ReportDialog(props: ReportDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <ShowPart part={ReportDialogContent} {...props} />
    </OnceOpened>
  );
}
