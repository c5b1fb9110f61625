/**
 * Staff roles (decision 0023). Zod-free and dependency-free: the server's policies, the platform's
 * rate limits and the web app's badges all read the same few lines. 'user' is the stored name of a
 * member (the spec's role field); the CLI also accepts "member".
 */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'user'>;

/** Moderators and admins: the people who handle reports, sanctions short of a ban, and appeals. */
export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role === 'moderator' || role === 'admin';
}

/** The badge a person carries, or null for members: what the API shows as `staffRole`. */
export function staffRoleOf(role: string | null | undefined): StaffRole | null {
  return isStaffRole(role) ? role : null;
}

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { moderator: 'Moderator', admin: 'Admin' };
export const ROLE_LABELS: Record<Role, string> = { user: 'Member', moderator: 'Moderator', admin: 'Admin' };

/** What the CLI and the panel accept for a role: the stored names, and "member" for 'user'. */
export function parseRole(name: string): Role | null {
  const lower = name.trim().toLowerCase();
  if (lower === 'member') return 'user';
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}
