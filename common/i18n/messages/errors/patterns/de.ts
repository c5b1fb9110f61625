import type { ErrorPattern } from './en';

export default {
  'Title must be at most {max} characters': 'Der Titel darf höchstens {max} Zeichen lang sein',
  'Bio must be at most {max} characters': 'Die Bio darf höchstens {max} Zeichen lang sein',
  'Location must be at most {max} characters': 'Der Ort darf höchstens {max} Zeichen lang sein',
  'Each skill must be at most {max} characters': 'Jede Fähigkeit darf höchstens {max} Zeichen lang sein',
  'At most {max} skills': 'Höchstens {max} Fähigkeiten',
  'Unknown social platform: {name}': 'Unbekannte Plattform: {name}',
  'Search text must be at most {max} characters': 'Der Suchtext darf höchstens {max} Zeichen lang sein',
  'Project title must be at most {max} characters': 'Der Projekttitel darf höchstens {max} Zeichen lang sein',
  'Description must be at most {max} characters': 'Die Beschreibung darf höchstens {max} Zeichen lang sein',
  'Content must be at most {max} characters': 'Der Inhalt darf höchstens {max} Zeichen lang sein',
  'Caption must be at most {max} characters': 'Die Bildunterschrift darf höchstens {max} Zeichen lang sein',
  'Code link must be at most {max} characters': 'Der Link zum Code darf höchstens {max} Zeichen lang sein',
  'Live demo link must be at most {max} characters': 'Der Link zur Live-Demo darf höchstens {max} Zeichen lang sein',
  'Video link must be at most {max} characters': 'Der Link zum Video darf höchstens {max} Zeichen lang sein',
  'Each tag must be at most {max} characters': 'Jedes Tag darf höchstens {max} Zeichen lang sein',
  'Each technology must be at most {max} characters': 'Jede Technologie darf höchstens {max} Zeichen lang sein',
  'At most {max} tags': 'Höchstens {max} Tags',
  'At most {max} technologys': 'Höchstens {max} Technologien',
  'Comment must be at most {max} characters': 'Der Kommentar darf höchstens {max} Zeichen lang sein',
  'A write-up must be at most {max} characters': 'Ein Bericht darf höchstens {max} Zeichen lang sein',
  'Collection name must be at most {max} characters': 'Der Name der Sammlung darf höchstens {max} Zeichen lang sein',
  'You can have at most {max} collections': 'Du kannst höchstens {max} Sammlungen haben',
  'A collection holds at most {max} projects': 'Eine Sammlung fasst höchstens {max} Projekte',
  'Name must be at most {max} characters': 'Der Name darf höchstens {max} Zeichen lang sein',
  'Your appeal must be at most {max} characters': 'Dein Einspruch darf höchstens {max} Zeichen lang sein',
  'The reason must be at most {max} characters': 'Die Begründung darf höchstens {max} Zeichen lang sein',

  'The answer must be at most {max} characters': 'Die Antwort darf höchstens {max} Zeichen lang sein',
  'You have reached your limit of {quota} invitations. Revoke an unused one or wait for one to expire.':
    'Du hast dein Limit von {quota} Einladungen erreicht. Widerrufe eine ungenutzte oder warte, bis eine abläuft.',
  'E-mail addresses at {domain} are not accepted here. Please use another address.':
    'E-Mail-Adressen bei {domain} werden hier nicht akzeptiert. Bitte verwende eine andere Adresse.',
  'Only e-mail addresses at {domains} are accepted here (subdomains included). Please use such an address.':
    'Hier werden nur E-Mail-Adressen bei {domains} akzeptiert (einschließlich Subdomains). Bitte verwende eine solche Adresse.',
  'An invitation may allow at most {max} uses': 'Eine Einladung darf höchstens {max}-mal verwendet werden',
  'An invitation may be valid for at most {max} days': 'Eine Einladung darf höchstens {max} Tage gültig sein',

  '{name} did not complete the sign-in. Please try again.': '{name} hat die Anmeldung nicht abgeschlossen. Bitte versuche es noch einmal.',
  '{name} could not be reached. Please try again in a moment.': '{name} ist nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'Your {name} account has no verified e-mail address. Verify your address at {name} (or make a verified one primary), then try again.':
    'Dein {name}-Konto hat keine bestätigte E-Mail-Adresse. Bestätige deine Adresse bei {name} (oder mache eine bestätigte zur primären) und versuche es dann noch einmal.',
  'This {name} account is already linked to another account here.': 'Dieses {name}-Konto ist hier bereits mit einem anderen Konto verknüpft.',
  'A {name} account is already linked to your account. Unlink it first to link another.':
    'Mit deinem Konto ist bereits ein {name}-Konto verknüpft. Hebe die Verknüpfung zuerst auf, um ein anderes zu verknüpfen.',
  'No {name} account is linked to your account.': 'Mit deinem Konto ist kein {name}-Konto verknüpft.',
  'Your {name} account is now linked. You can sign in with it.': 'Dein {name}-Konto ist jetzt verknüpft. Du kannst dich damit anmelden.',
  'Your {name} account has been unlinked.': 'Die Verknüpfung mit deinem {name}-Konto wurde aufgehoben.',

  'Suspension must last between {min} and {max} days.': 'Eine vorübergehende Sperre muss zwischen {min} und {max} Tagen dauern.',
  'Notes must be at most {max} characters': 'Die Notizen dürfen höchstens {max} Zeichen lang sein',
  'Action details must be at most {max} characters': 'Die Angaben zur Maßnahme dürfen höchstens {max} Zeichen lang sein',
  'The question must be at most {max} characters': 'Die Frage darf höchstens {max} Zeichen lang sein',
  'The invitation quota must be at most {max}': 'Das Einladungskontingent darf höchstens {max} betragen',
  'Allowed domains may hold at most {max} domains': 'Die erlaubten Domains dürfen höchstens {max} Einträge umfassen',
  'Blocked domains may hold at most {max} domains': 'Die gesperrten Domains dürfen höchstens {max} Einträge umfassen',
  '"{value}" is not a domain name (for example: example.com).': '„{value}“ ist kein Domainname (zum Beispiel: example.com).',
  'No account uses the address {email}': 'Kein Konto verwendet die Adresse {email}',
  'The name can be at most {max} characters.': 'Der Name darf höchstens {max} Zeichen lang sein.',
  'The tagline can be at most {max} characters.': 'Der Slogan darf höchstens {max} Zeichen lang sein.',
  'The description can be at most {max} characters.': 'Die Beschreibung darf höchstens {max} Zeichen lang sein.',
  'A page can be at most {max} characters of Markdown.': 'Eine Seite darf höchstens {max} Zeichen Markdown umfassen.',

  // Two-factor sign-in: the minutes an account's code step is paused
  'Too many wrong codes for this account. Please wait {minutes} min before trying another code.':
    'Zu viele falsche Codes für dieses Konto. Bitte warte {minutes} Min., bevor du einen weiteren Code versuchst.',
} satisfies Record<ErrorPattern, string>;
