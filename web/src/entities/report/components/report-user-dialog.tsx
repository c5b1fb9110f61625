import { lazyPart, OnceOpened, ShowPart } from '@web/lib/lazy-part';

export interface ReportUserDialogProps {
  userId: string;
  /** Shown in the title: "Report Ada Lovelace". */
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the report is about besides the person: it lands in the admin queue with it attached. */
  projectId?: string;
  commentId?: string;
  /** The project's title, for the dialog's title when the report is about the project. */
  projectTitle?: string;
}

const ReportUserDialogContent = lazyPart(
  () => import('./report-user-dialog-content').then((module) => module.ReportUserDialogContent),
  'src/entities/report/components/report-user-dialog-content.tsx',
);

/**
 * The 'Report' dialog for the developer page, the Messages menu, a project and a comment: a reason
 * is required, so staff can sort the queue; the description is optional. Controlled, so a menu item can open it. Its code comes
 * when it first opens (report-user-dialog-content.tsx), not with the pages that offer it. (The
 * moderators' dialog for a report already made is the admin feature's report-details-dialog.tsx.)
 */
export function ReportUserDialog(props: ReportUserDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <ShowPart part={ReportUserDialogContent} {...props} />
    </OnceOpened>
  );
}
