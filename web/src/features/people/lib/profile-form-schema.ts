import type { CurrentUser } from '@common/auth';
import { NAME_MAX_LENGTH } from '@common/limits';
import { skillsSchema, socialLinksSchema } from '@common/people';
import { PROFILE_BIO_MAX_LENGTH, PROFILE_LOCATION_MAX_LENGTH, PROFILE_TITLE_MAX_LENGTH } from '@common/people-constants';
import { SOCIAL_PLATFORMS } from '@common/social-links';
import { z } from 'zod';

const requiredName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters` });

const text = (label: string, max: number) =>
  z.string().refine((value) => value.trim().length <= max, { error: `${label} must be at most ${max} characters` });

/**
 * The Edit Profile form: the same bounds and link rules as PUT /api/users/profile (common/people),
 * with every field present. Links go as the `socialLinks` list, which replaces the whole set.
 */
export const profileFormSchema = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  title: text('Title', PROFILE_TITLE_MAX_LENGTH),
  bio: text('Bio', PROFILE_BIO_MAX_LENGTH),
  location: text('Location', PROFILE_LOCATION_MAX_LENGTH),
  socialLinks: socialLinksSchema,
  skills: skillsSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileFormDefaults(user: CurrentUser): ProfileFormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    socialLinks: SOCIAL_PLATFORMS.flatMap((type) => {
      const value = user[type];
      return value ? [{ type, value }] : [];
    }),
    skills: [...user.skills],
  };
}
