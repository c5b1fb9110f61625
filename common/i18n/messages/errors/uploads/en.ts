/**
 * What the server answers about uploads, media and projects (server/core/uploads,
 * server/features/projects, the avatar), keyed by the English text like the rest of the errors
 * catalogue; the two with `{placeholders}` are patterns (common/i18n/error-lookup.ts).
 */
const en = {
  'Please choose a file to upload.': 'Please choose a file to upload.',
  'Please choose an image to upload.': 'Please choose an image to upload.',
  'The file is empty.': 'The file is empty.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.',
  'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  'Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  'The image could not be read; the file may be damaged.': 'The image could not be read; the file may be damaged.',
  'The file is too large. The limit is {size} MB.': 'The file is too large. The limit is {size} MB.',
  'The upload was cut off before it ended. Please try again.': 'The upload was cut off before it ended. Please try again.',
  'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.':
    'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.',
  'The video took too long to read. Please try a shorter or smaller video.': 'The video took too long to read. Please try a shorter or smaller video.',
  'Too many videos are being processed right now. Please try again in a minute.': 'Too many videos are being processed right now. Please try again in a minute.',
  'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.':
    'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',

  'Unknown upload': 'Unknown upload',
  'A project can have at most {max} images and videos': 'A project can have at most {max} images and videos',
  'Media not found': 'Media not found',
  'Media removed successfully': 'Media removed successfully',
  'Project not found': 'Project not found',
  'You can only edit your own projects': 'You can only edit your own projects',
  "The preview must be one of this project's media": "The preview must be one of this project's media",
  'Project deleted successfully': 'Project deleted successfully',
} as const;

export type UploadErrorText = keyof typeof en;
export default en;
