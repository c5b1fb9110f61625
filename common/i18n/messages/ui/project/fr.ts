import type { ProjectMessageId } from './en';

/** The project page (ui/fr.ts, decision 0033). */
export default {
  // Page header, links and the page's head (title, description, breadcrumbs)
  "project.back": "Retour",
  "project.categories": "Catégories",
  "project.link.code": "Code",
  "project.link.liveDemo": "Démo en ligne",
  "project.link.video": "Vidéo",
  "project.draft": "Brouillon — vous seul pouvez voir ce projet.",
  "project.edit": "Modifier",
  "project.delete": "Supprimer",
  "project.loading": "Chargement du projet",
  "project.head.title": "Projet",
  "project.head.description": "Un projet de {author} sur {site}.",
  "project.head.discover": "Découvrir",

  // Likes
  "project.like": "J'aime",
  "project.liked": "Vous aimez",
  "project.likesWord": "{count, plural, one {j'aime} other {j'aime}}",
  "project.signInRequired": "Connexion requise",
  "project.signInToLike": "Connectez-vous pour aimer des projets",
  "project.likeFailed": "Impossible de mettre à jour votre « j'aime »",

  // About this project
  "project.about": "À propos de ce projet",
  "project.noDescription": "Aucune description.",
  "project.contents": "Sommaire",

  // Facts column
  "project.facts": "Infos sur le projet",
  "project.createdBy": "Créé par",
  "project.developer": "Développeur",
  "project.created": "Créé le <time>{date}</time>",
  "project.views": "Vues",
  "project.likes": "J'aime",
  "project.commentsCount": "Commentaires",
  "project.technologies": "Technologies",
  "project.tags": "Tags",

  // Media gallery and lightbox
  "project.videos": "Vidéos",
  "project.images": "Images",
  "project.videoFigure": "Vidéo {number}",
  "project.videoLabel": "{title} — vidéo {number}",
  "project.imageFigure": "Image {number}",
  "project.openImage": "Ouvrir l'image {number} de {title}",
  "project.imageAlt": "{title} — image {number}",
  "project.imagePosition": "{number} sur {total}",
  "project.preview": "✓ Aperçu",
  "project.setPreview": "Utiliser comme aperçu",
  "project.previewUpdated": "Aperçu mis à jour",
  "project.previewFailed": "Impossible de mettre à jour l'aperçu",
  "project.lightbox.previous": "Image précédente",
  "project.lightbox.next": "Image suivante",
  "project.lightbox.close": "Fermer",
  "project.lightbox.zoomIn": "Zoom avant",
  "project.lightbox.zoomOut": "Zoom arrière",
  "project.lightbox.label": "Visionneuse",
  "project.lightbox.carousel": "Carrousel",
  "project.lightbox.gallery": "Galerie de photos",
  "project.lightbox.slide": "Diapositive",
  "project.lightbox.slideOf": "{index} sur {total}",
  "project.lightbox.caption": "Légende",

  // Comments
  "project.comments": "Commentaires",
  "project.commentTotal": "({count, number})",
  "project.addComment": "Ajouter un commentaire",
  "project.commentPlaceholder": "Donnez votre avis ou posez une question…",
  "project.commentPlaceholderVisitor": "Connectez-vous pour participer à la conversation…",
  "project.beKind": "Restez bienveillant et précis.",
  "project.signInToCommentLink": "Se connecter pour commenter",
  "project.signInToComment": "Vous devez vous connecter pour commenter",
  "project.posting": "Publication…",
  "project.post": "Publier",
  "project.loadingComments": "Chargement des commentaires",
  "project.noComments": "Aucun commentaire pour l'instant. Lancez la conversation.",
  "project.commentFailed": "Impossible de publier le commentaire",
  // Report (a project that is not yours, a comment that is not yours)
  "project.report": "Signaler le projet",
  "project.reportComment": "Signaler le commentaire de {name}",
} satisfies Record<ProjectMessageId, string>;
