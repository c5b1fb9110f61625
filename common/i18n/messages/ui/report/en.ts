/**
 * The dialog for reporting a member (entities/report), opened from a developer's page, a project,
 * a comment and the Messages menu: part of the web app's English source catalogue (ui/en.ts, decision 0033).
 */
const en = {
  "report.title": "Report {name}",
  "report.intro": "Tell the moderators what is wrong. {name} will not know who reported them.",
  "report.reason": "Reason",
  "report.selectReason": "Select a reason",
  "report.reason.harassment": "Harassment",
  "report.reason.spam": "Spam",
  "report.reason.inappropriate-content": "Inappropriate content",
  "report.reason.threats": "Threats",
  "report.reason.impersonation": "Impersonation",
  "report.reason.other": "Other",
  "report.reasonRequired": "Please select a reason",
  "report.description": "Description (optional)",
  "report.characters": "{count}/{max} characters",
  "report.placeholder": "What happened? Links or details help the moderators.",
  "report.cancel": "Cancel",
  "report.submit": "Submit report",
  "report.submitting": "Submitting...",
  "report.submitted": "Report submitted",
  "report.thanks": "Thank you. Our moderators will review it.",
  "report.failed": "Failed to submit the report. Please try again.",
  // The title when the report is about a project or a comment
  "report.titleProject": "Report the project “{title}”",
  "report.titleComment": "Report a comment by {name}",
};

export type ReportMessageId = keyof typeof en;
export default en;
