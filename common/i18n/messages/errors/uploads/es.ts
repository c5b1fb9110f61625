import type { UploadErrorText } from './en';

export default {
  'Please choose a file to upload.': 'Elige un archivo para subir.',
  'Please choose an image to upload.': 'Elige una imagen para subir.',
  'The file is empty.': 'El archivo está vacío.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'No se aceptan imágenes SVG. Sube una imagen JPEG, PNG, WebP, GIF o AVIF, o un vídeo MP4, WebM o MOV.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'No se aceptan archivos HTML. Sube una imagen JPEG, PNG, WebP, GIF o AVIF, o un vídeo MP4, WebM o MOV.',
  'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'Este tipo de archivo no es compatible. Sube una imagen JPEG, PNG, WebP, GIF o AVIF, o un vídeo MP4, WebM o MOV.',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'No se aceptan imágenes SVG. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'No se aceptan archivos HTML. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.',
  'Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'La foto de perfil debe ser una imagen. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.',
  'The image could not be read; the file may be damaged.': 'No se pudo leer la imagen; puede que el archivo esté dañado.',
  'The file is too large. The limit is {size} MB.': 'El archivo es demasiado grande. El límite es de {size} MB.',
  'The upload was cut off before it ended. Please try again.': 'La subida se interrumpió antes de terminar. Inténtalo de nuevo.',
  'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.':
    'No se pudo leer el vídeo: el archivo está dañado o no es un vídeo que podamos reproducir. Sube un vídeo MP4, WebM o MOV.',
  'The video took too long to read. Please try a shorter or smaller video.': 'Leer el vídeo ha tardado demasiado. Prueba con un vídeo más corto o más pequeño.',
  'Too many videos are being processed right now. Please try again in a minute.': 'Ahora mismo se están procesando demasiados vídeos. Inténtalo de nuevo dentro de un minuto.',
  'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.':
    'Este sitio no acepta vídeos: su servidor no tiene un decodificador de vídeo. Sube una imagen JPEG, PNG, WebP, GIF o AVIF.',

  'Unknown upload': 'Archivo subido desconocido',
  'A project can have at most {max} images and videos': 'Un proyecto puede tener como máximo {max} imágenes y vídeos',
  'Media not found': 'No se encontró el archivo multimedia',
  'Media removed successfully': 'Archivo multimedia eliminado',
  'Project not found': 'No se encontró el proyecto',
  'You can only edit your own projects': 'Solo puedes editar tus propios proyectos',
  "The preview must be one of this project's media": 'La vista previa debe ser uno de los archivos multimedia de este proyecto',
  'Project deleted successfully': 'Proyecto eliminado',
} satisfies Record<UploadErrorText, string>;
