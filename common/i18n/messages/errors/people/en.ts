/** Profile, avatar and people-search errors, keyed by the English text the rules and the server write: part of the errors catalogue (errors/en.ts, decision 0033). */
const en = {
  // The Edit Profile form's rules (web and PUT /api/users/profile)
  "Title must be at most 100 characters": "Title must be at most 100 characters",
  "Bio must be at most 1000 characters": "Bio must be at most 1000 characters",
  "Location must be at most 100 characters": "Location must be at most 100 characters",
  "Each skill must be at most 40 characters": "Each skill must be at most 40 characters",
  "At most 30 skills": "At most 30 skills",
  "Each platform can only be added once": "Each platform can only be added once",
  "Website must be a valid web address": "Website must be a valid web address",
  "Website must be at most 300 characters": "Website must be at most 300 characters",
  "Public email must be a valid email address": "Public email must be a valid email address",
  "Public email must be at most 254 characters": "Public email must be at most 254 characters",
  "Please enter a value for Website": "Please enter a value for Website",
  "Please enter a value for Public email": "Please enter a value for Public email",

  // Avatar uploads (POST /api/upload-avatar)
  "Please choose an image to upload.": "Please choose an image to upload.",
  "SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.",
  "HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.",
  "Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.": "Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.",

  // Following and searching people
  "You cannot follow yourself": "You cannot follow yourself",
  "Search text must be at most 100 characters": "Search text must be at most 100 characters",
} as const;

export type PeopleErrorText = keyof typeof en;
export default en;
