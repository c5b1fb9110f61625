import type { PeopleErrorText } from './en';

/** Profile, avatar and people-search errors, keyed by the English text the rules and the server write (errors/fr.ts, decision 0033). */
export default {
  // The Edit Profile form's rules (web and PUT /api/users/profile)
  "Title must be at most 100 characters": "Le titre doit comporter au plus 100 caractères",
  "Bio must be at most 1000 characters": "La bio doit comporter au plus 1000 caractères",
  "Location must be at most 100 characters": "Le lieu doit comporter au plus 100 caractères",
  "Each skill must be at most 40 characters": "Chaque compétence doit comporter au plus 40 caractères",
  "At most 30 skills": "30 compétences au maximum",
  "Each platform can only be added once": "Chaque plateforme ne peut être ajoutée qu'une seule fois",
  "Website must be a valid web address": "Le site web doit être une adresse web valide",
  "Website must be at most 300 characters": "Le site web doit comporter au plus 300 caractères",
  "Public email must be a valid email address": "L'e-mail public doit être une adresse e-mail valide",
  "Public email must be at most 254 characters": "L'e-mail public doit comporter au plus 254 caractères",
  "Please enter a value for Website": "Veuillez saisir une valeur pour le site web",
  "Please enter a value for Public email": "Veuillez saisir une valeur pour l'e-mail public",

  // Avatar uploads (POST /api/upload-avatar)
  "Please choose an image to upload.": "Veuillez choisir une image à importer.",
  "SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "Les images SVG ne sont pas acceptées. Veuillez importer une image JPEG, PNG, WebP, GIF ou AVIF.",
  "HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "Les fichiers HTML ne sont pas acceptés. Veuillez importer une image JPEG, PNG, WebP, GIF ou AVIF.",
  "Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "Un avatar doit être une image. Veuillez importer une image JPEG, PNG, WebP, GIF ou AVIF.",

  // Following and searching people
  "You cannot follow yourself": "Vous ne pouvez pas vous suivre vous-même",
  "Search text must be at most 100 characters": "Le texte de recherche doit comporter au plus 100 caractères",
} satisfies Record<PeopleErrorText, string>;
