/** The parts of a person every name is made from. */
export interface PersonNameParts {
  firstName: string;
  lastName: string;
}

/** "Ada Lovelace"; a person without a name (never the case after registration) is "Developer". */
export function personName(person: PersonNameParts): string {
  return `${person.firstName} ${person.lastName}`.trim() || 'Developer';
}
