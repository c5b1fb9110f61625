import type { SocialPlatform } from '@common/people';
import { SOCIAL_PLATFORM_LABELS } from '@common/social-links';
import type { Translator } from '@web/lib/i18n';
import {
  AtSign,
  Briefcase,
  Gamepad,
  Gamepad2,
  GitBranch,
  GitMerge,
  Globe,
  Layers,
  type LucideIcon,
  Mail,
  PenLine,
  SquareCode,
  SquarePlay,
  Tv,
  Users,
} from 'lucide-react';

/** lucide has no brand marks; each platform gets a neutral icon next to its written name. */
export const PLATFORM_ICONS: Record<SocialPlatform, LucideIcon> = {
  publicEmail: Mail,
  website: Globe,
  linkedin: Briefcase,
  facebook: Users,
  github: GitBranch,
  twitter: AtSign,
  gitlab: GitMerge,
  stackoverflow: Layers,
  youtube: SquarePlay,
  twitch: Tv,
  steam: Gamepad2,
  itchio: Gamepad,
  devto: SquareCode,
  medium: PenLine,
};

/**
 * A platform's written name in the reader's language: the two generic ones are words ("Website",
 * "Public email"); the other twelve are brand names and stay as they are.
 */
export function platformLabel(type: SocialPlatform, t: Translator['t']): string {
  if (type === 'website') return t('people.platform.website');
  if (type === 'publicEmail') return t('people.platform.publicEmail');
  return SOCIAL_PLATFORM_LABELS[type];
}
