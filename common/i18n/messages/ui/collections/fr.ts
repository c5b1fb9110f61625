import type { CollectionsMessageId } from './en';

/** Collections: a collection's page and a profile's section (ui/fr.ts, decision 0033). */
export default {
  // A profile's Collections section
  "collections.heading": "Collections",
  "collections.countUnit": "{count, plural, one {collection} other {collections}}",
  "collections.loading": "Chargement des collections",
  "collections.loadFailed": "Impossible de charger les collections. Veuillez réessayer.",
  "collections.empty": "Aucune collection pour l'instant",
  "collections.emptyOwner": "Utilisez Enregistrer sur n'importe quel projet pour le garder dans une collection.",
  "collections.emptyOther": "Aucune collection publique à afficher.",
  "collections.private": "Privée",
  "collections.projectCount": "{count, plural, one {# projet} other {# projets}}",

  // A collection's page
  "collections.label": "Collection",
  "collections.notFound": "Collection introuvable",
  "collections.notFoundText": "Cette collection n'existe pas, est privée ou n'est plus disponible.",
  "collections.discover": "Découvrir des projets",
  "collections.loadingOne": "Chargement de la collection",
  "collections.loadOneFailed": "Impossible de charger cette collection. Veuillez réessayer.",
  "collections.headDescription": "{name} : {count, plural, one {# projet réuni} other {# projets réunis}} par {owner} sur {site}.",
  "collections.projectsFailed": "Impossible de charger les projets. Veuillez réessayer.",
  "collections.emptyItems": "Rien d'enregistré ici pour l'instant",
  "collections.emptyItemsOwner": "Utilisez Enregistrer sur la page ou la carte d'un projet pour l'ajouter à cette collection.",
  "collections.emptyItemsOther": "Les projets enregistrés ici apparaîtront dans cette liste.",
  "collections.loadingMore": "Chargement…",
  "collections.loadMore": "Charger plus",

  // The owner's controls
  "collections.makePublic": "Rendre publique",
  "collections.makePrivate": "Rendre privée",
  "collections.nowPrivate": "La collection est privée",
  "collections.nowPublic": "La collection est publique",
  "collections.edit": "Modifier",
  "collections.delete": "Supprimer",
  "collections.cancel": "Annuler",
  "collections.updated": "Collection mise à jour",
  "collections.updateFailed": "Impossible de mettre à jour la collection",
  "collections.editTitle": "Modifier la collection",
  "collections.editDefault": "Votre liste « Enregistrés » garde son nom.",
  "collections.editText": "Nom, description et qui peut la voir.",
  "collections.name": "Nom",
  "collections.description": "Description",
  "collections.privateText": "Vous seul voyez une collection privée ; pour tous les autres, elle n'existe pas.",
  "collections.saving": "Enregistrement…",
  "collections.saveChanges": "Enregistrer les modifications",
  "collections.deleted": "Collection supprimée",
  "collections.deleteFailed": "Impossible de supprimer la collection",
  "collections.deleteTitle": "Supprimer cette collection ?",
  "collections.deleteText": "« {name} » sera supprimée ; les projets qu'elle contient restent où ils sont.",
  "collections.deleting": "Suppression…",

  // Taking a project out of one's collection
  "collections.removeLabel": "Retirer {title} de cette collection",
  "collections.removed": "Retiré de la collection",
  "collections.removeFailed": "Impossible de retirer le projet",
} satisfies Record<CollectionsMessageId, string>;
