import type { ProjectSharedMessageId } from './en';

/** Project texts shown wherever projects are listed or opened (ui/fr.ts, decision 0033). */
export default {
  // Owner's card menu and the delete confirmation
  "projectShared.actions": "Actions du projet",
  "projectShared.edit": "Modifier",
  "projectShared.delete": "Supprimer",
  "projectShared.deleteTitle": "Supprimer le projet ?",
  "projectShared.deleteText": "« {title} » sera supprimé définitivement, avec ses images, vidéos, « j'aime » et commentaires. Cette action est irréversible.",
  "projectShared.cancel": "Annuler",
  "projectShared.deleting": "Suppression…",
  "projectShared.deleted": "Projet supprimé",
  "projectShared.error": "Erreur",
  "projectShared.deleteFailed": "Impossible de supprimer le projet",

  // The way to /create-project
  "projectShared.add": "Ajouter un projet",
  "projectShared.verifyToAdd": "Vérifiez votre nouvelle adresse e-mail pour ajouter des projets.",

  // A video's length, read out before it ("duration 3:25")
  "projectShared.duration": "durée",

  // A project that did not load; a form the account may not use right now
  "projectShared.notFound": "Projet introuvable",
  "projectShared.notFoundText": "Il a peut-être été supprimé, ou le lien contient une faute de frappe.",
  "projectShared.discover": "Découvrir des projets",
  "projectShared.loadFailed": "Impossible de charger le projet",
  "projectShared.loadFailedText": "Vérifiez votre connexion et réessayez.",
  "projectShared.tryAgain": "Réessayer",
  "projectShared.backToDiscover": "Retour à Découvrir",
} satisfies Record<ProjectSharedMessageId, string>;
