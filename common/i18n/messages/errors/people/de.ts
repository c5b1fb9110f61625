import type { PeopleErrorText } from './en';

/** Profile, avatar and people-search errors, keyed by the English text the rules and the server write (errors/de.ts, decision 0033). */
export default {
  // The Edit Profile form's rules (web and PUT /api/users/profile)
  "Title must be at most 100 characters": "Der Titel darf höchstens 100 Zeichen lang sein",
  "Bio must be at most 1000 characters": "Die Bio darf höchstens 1000 Zeichen lang sein",
  "Location must be at most 100 characters": "Der Ort darf höchstens 100 Zeichen lang sein",
  "Each skill must be at most 40 characters": "Jede Fähigkeit darf höchstens 40 Zeichen lang sein",
  "At most 30 skills": "Höchstens 30 Fähigkeiten",
  "Each platform can only be added once": "Jede Plattform kann nur einmal hinzugefügt werden",
  "Website must be a valid web address": "Die Website muss eine gültige Webadresse sein",
  "Website must be at most 300 characters": "Die Website darf höchstens 300 Zeichen lang sein",
  "Public email must be a valid email address": "Die öffentliche E-Mail-Adresse muss gültig sein",
  "Public email must be at most 254 characters": "Die öffentliche E-Mail-Adresse darf höchstens 254 Zeichen lang sein",
  "Please enter a value for Website": "Bitte gib eine Website ein",
  "Please enter a value for Public email": "Bitte gib eine öffentliche E-Mail-Adresse ein",

  // Avatar uploads (POST /api/upload-avatar)
  "Please choose an image to upload.": "Bitte wähle ein Bild zum Hochladen.",
  "SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "SVG-Bilder werden nicht angenommen. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.",
  "HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "HTML-Dateien werden nicht angenommen. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.",
  "Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "Ein Avatar muss ein Bild sein. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.",

  // Following and searching people
  "You cannot follow yourself": "Du kannst dir nicht selbst folgen",
  "Search text must be at most 100 characters": "Der Suchtext darf höchstens 100 Zeichen lang sein",
} satisfies Record<PeopleErrorText, string>;
