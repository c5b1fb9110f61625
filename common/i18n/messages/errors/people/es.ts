import type { PeopleErrorText } from './en';

/** Profile, avatar and people-search errors, keyed by the English text the rules and the server write (errors/es.ts, decision 0033). */
export default {
  // The Edit Profile form's rules (web and PUT /api/users/profile)
  "Title must be at most 100 characters": "El cargo puede tener como máximo 100 caracteres",
  "Bio must be at most 1000 characters": "La biografía puede tener como máximo 1000 caracteres",
  "Location must be at most 100 characters": "La ubicación puede tener como máximo 100 caracteres",
  "Each skill must be at most 40 characters": "Cada habilidad puede tener como máximo 40 caracteres",
  "At most 30 skills": "Como máximo 30 habilidades",
  "Each platform can only be added once": "Cada plataforma solo se puede añadir una vez",
  "Website must be a valid web address": "El sitio web debe ser una dirección web válida",
  "Website must be at most 300 characters": "El sitio web puede tener como máximo 300 caracteres",
  "Public email must be a valid email address": "El correo electrónico público debe ser una dirección válida",
  "Public email must be at most 254 characters": "El correo electrónico público puede tener como máximo 254 caracteres",
  "Please enter a value for Website": "Introduce un valor para el sitio web",
  "Please enter a value for Public email": "Introduce un valor para el correo electrónico público",

  // Avatar uploads (POST /api/upload-avatar)
  "Please choose an image to upload.": "Elige una imagen para subir.",
  "SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "No se aceptan imágenes SVG. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.",
  "HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "No se aceptan archivos HTML. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.",
  "Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "El avatar debe ser una imagen. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.",

  // Following and searching people
  "You cannot follow yourself": "No puedes seguirte a ti mismo",
  "Search text must be at most 100 characters": "El texto de búsqueda puede tener como máximo 100 caracteres",
} satisfies Record<PeopleErrorText, string>;
