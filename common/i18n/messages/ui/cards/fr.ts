import type { CardsMessageId } from './en';

/** Project cards, the Save dialog and the community totals (ui/fr.ts, decision 0033). */
export default {
  // A project's card
  "cards.video": "Vidéo",
  "cards.draft": "Brouillon",
  "cards.likesTitle": "{count, plural, one {# « j'aime »} other {# « j'aime »}}",
  "cards.likesUnit": "{count, plural, one {« j'aime »} other {« j'aime »}}",
  "cards.commentsTitle": "{count, plural, one {# commentaire} other {# commentaires}}",
  "cards.commentsUnit": "{count, plural, one {commentaire} other {commentaires}}",
  "cards.technologies": "Technologies",
  "cards.moreTechnologies": "{count, plural, one {autre technologie} other {autres technologies}}",
  "cards.videoPreviewOf": "Aperçu vidéo de {title}",
  "cards.previewOf": "Aperçu de {title}",

  // A grid of cards
  "cards.projects": "Projets",
  "cards.loadingProjects": "Chargement des projets",

  // The community totals (landing, Discover)
  "cards.stats.title": "La communauté en un coup d'œil",
  "cards.stats.developers": "Développeurs actifs",
  "cards.stats.projects": "Projets présentés",
  "cards.stats.likes": "« J'aime » donnés",
  "cards.stats.comments": "Commentaires publiés",

  // Save to a collection: the button
  "cards.save.signIn": "Vous devez vous connecter pour enregistrer des projets",
  "cards.save.cardLabel": "Enregistrer {title} dans une collection",
  "cards.save.button": "Enregistrer",
  "cards.save.countUnit": "{count, plural, one {enregistrement} other {enregistrements}}",

  // Save to a collection: the dialog
  "cards.save.title": "Enregistrer dans une collection",
  "cards.save.loading": "Chargement de vos collections",
  "cards.save.loadFailed": "Impossible de charger vos collections. Veuillez réessayer.",
  "cards.save.yours": "Vos collections",
  "cards.save.defaultName": "Enregistrés",
  "cards.save.private": "Privée",
  "cards.save.projectsUnit": "{count, plural, one {projet} other {projets}}",
  "cards.save.saveFailed": "Impossible d'enregistrer le projet",
  "cards.save.removeFailed": "Impossible de retirer le projet",
  "cards.save.newCollection": "Nouvelle collection",
  "cards.save.placeholder": "p. ex. Super outils de dev",
  "cards.save.creating": "Création…",
  "cards.save.create": "Créer",
  "cards.save.createFailed": "Impossible de créer la collection",
  "cards.save.privateOption": "Privée (visible par vous seul)",
  "cards.save.saved": "Enregistré",
  "cards.save.manage": "Gérer les collections",
} satisfies Record<CardsMessageId, string>;
