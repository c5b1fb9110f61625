import { AVATAR_SIZE } from '@common/people-constants';
import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { cn } from '@web/lib/utils';

export interface PersonLike {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

export function personInitials(person: Pick<PersonLike, 'firstName' | 'lastName'>): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.trim().toUpperCase() || '?';
}

interface DeveloperAvatarProps {
  person: PersonLike;
  className?: string;
  fallbackClassName?: string;
  /** Empty (decorative) when the name is written next to it, as on cards. */
  alt?: string;
}

export function DeveloperAvatar({ person, className, fallbackClassName, alt = '' }: DeveloperAvatarProps) {
  return (
    <Avatar className={cn('size-12', className)}>
      {person.profileImageUrl ? <AvatarImage src={person.profileImageUrl} alt={alt} width={AVATAR_SIZE} height={AVATAR_SIZE} /> : null}
      <AvatarFallback className={cn('text-sm', fallbackClassName)} aria-hidden={alt ? undefined : true}>
        {personInitials(person)}
      </AvatarFallback>
    </Avatar>
  );
}
