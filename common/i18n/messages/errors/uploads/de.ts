import type { UploadErrorText } from './en';

export default {
  'Please choose a file to upload.': 'Bitte wähle eine Datei zum Hochladen.',
  'Please choose an image to upload.': 'Bitte wähle ein Bild zum Hochladen.',
  'The file is empty.': 'Die Datei ist leer.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'SVG-Bilder werden nicht angenommen. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild oder ein MP4-, WebM- oder MOV-Video hoch.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'HTML-Dateien werden nicht angenommen. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild oder ein MP4-, WebM- oder MOV-Video hoch.',
  'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'Dieser Dateityp wird nicht unterstützt. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild oder ein MP4-, WebM- oder MOV-Video hoch.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'SVG-Bilder werden nicht angenommen. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'HTML-Dateien werden nicht angenommen. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.',
  'Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'Profilbilder müssen Bilder sein. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.',
  'The image could not be read; the file may be damaged.': 'Das Bild konnte nicht gelesen werden; die Datei ist vielleicht beschädigt.',
  'The file is too large. The limit is {size} MB.': 'Die Datei ist zu groß. Erlaubt sind höchstens {size} MB.',
  'The upload was cut off before it ended. Please try again.': 'Das Hochladen wurde vor dem Ende abgebrochen. Bitte versuche es noch einmal.',
  'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.':
    'Das Video konnte nicht gelesen werden: Die Datei ist beschädigt oder kein Video, das wir abspielen können. Bitte lade ein MP4-, WebM- oder MOV-Video hoch.',
  'The video took too long to read. Please try a shorter or smaller video.': 'Das Lesen des Videos hat zu lange gedauert. Bitte versuche es mit einem kürzeren oder kleineren Video.',
  'Too many videos are being processed right now. Please try again in a minute.': 'Gerade werden zu viele Videos verarbeitet. Bitte versuche es in einer Minute noch einmal.',
  'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.':
    'Diese Seite nimmt keine Videos an: Ihr Server hat keinen Video-Decoder. Bitte lade ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.',

  'Unknown upload': 'Unbekannter Upload',
  'A project can have at most {max} images and videos': 'Ein Projekt kann höchstens {max} Bilder und Videos haben',
  'Media not found': 'Medium nicht gefunden',
  'Media removed successfully': 'Medium entfernt',
  'Project not found': 'Projekt nicht gefunden',
  'You can only edit your own projects': 'Du kannst nur deine eigenen Projekte bearbeiten',
  "The preview must be one of this project's media": 'Die Vorschau muss eines der Medien dieses Projekts sein',
  'Project deleted successfully': 'Projekt gelöscht',
} satisfies Record<UploadErrorText, string>;
