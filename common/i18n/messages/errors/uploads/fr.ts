import type { UploadErrorText } from './en';

export default {
  'Please choose a file to upload.': 'Veuillez choisir un fichier à envoyer.',
  'Please choose an image to upload.': 'Veuillez choisir une image à envoyer.',
  'The file is empty.': 'Le fichier est vide.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'Les images SVG ne sont pas acceptées. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF, ou une vidéo MP4, WebM ou MOV.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'Les fichiers HTML ne sont pas acceptés. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF, ou une vidéo MP4, WebM ou MOV.',
  'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'Ce type de fichier n\'est pas pris en charge. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF, ou une vidéo MP4, WebM ou MOV.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'Les images SVG ne sont pas acceptées. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'Les fichiers HTML ne sont pas acceptés. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF.',
  'Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'La photo de profil doit être une image. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF.',
  'The image could not be read; the file may be damaged.': 'L\'image n\'a pas pu être lue ; le fichier est peut-être endommagé.',
  'The file is too large. The limit is {size} MB.': 'Le fichier est trop volumineux. La limite est de {size} Mo.',
  'The upload was cut off before it ended. Please try again.': 'L\'envoi a été interrompu avant la fin. Veuillez réessayer.',
  'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.':
    'La vidéo n\'a pas pu être lue : le fichier est endommagé ou ce n\'est pas une vidéo que nous pouvons lire. Veuillez envoyer une vidéo MP4, WebM ou MOV.',
  'The video took too long to read. Please try a shorter or smaller video.': 'La lecture de la vidéo a pris trop de temps. Essayez une vidéo plus courte ou plus légère.',
  'Too many videos are being processed right now. Please try again in a minute.': 'Trop de vidéos sont en cours de traitement. Veuillez réessayer dans une minute.',
  'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.':
    'Ce site n\'accepte pas les vidéos : son serveur n\'a pas de décodeur vidéo. Veuillez envoyer une image JPEG, PNG, WebP, GIF ou AVIF.',

  'Unknown upload': 'Fichier envoyé inconnu',
  'A project can have at most {max} images and videos': 'Un projet peut comporter au plus {max} images et vidéos',
  'Media not found': 'Média introuvable',
  'Media removed successfully': 'Média supprimé',
  'Project not found': 'Projet introuvable',
  'You can only edit your own projects': 'Vous ne pouvez modifier que vos propres projets',
  "The preview must be one of this project's media": 'L\'aperçu doit être l\'un des médias de ce projet',
  'Project deleted successfully': 'Projet supprimé',
} satisfies Record<UploadErrorText, string>;
