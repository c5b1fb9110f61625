import type { SocialPlatform } from '@common/people';
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
