import type { DiscoverMessageId } from './en';

/** Discover and Showcase (ui/fr.ts, decision 0033). */
export default {
  // Discover: heading, search and category filter
  "discover.title": "Découvrez des projets remarquables",
  "discover.intro": "Les dernières réalisations des développeurs de la communauté Shipyard.",
  "discover.searchLabel": "Rechercher des projets",
  "discover.searchPlaceholder": "Projets, technologies…",
  "discover.filterLabel": "Filtrer par catégorie",
  "discover.showMore": "Afficher plus de catégories",
  "discover.showLess": "Afficher moins",

  // Discover: trending strip and the feed
  "discover.trending": "Projets tendance",
  "discover.viewAllTrending": "Voir toutes les tendances",
  "discover.loadingTrending": "Chargement des projets tendance",
  "discover.trendingStrip": "Projets tendance",
  "discover.all": "Tous les projets",
  "discover.backToAll": "Retour à tous les projets",
  "discover.trendingList": "Liste des projets tendance",
  "discover.allList": "Liste de tous les projets",
  "discover.loadingMore": "Chargement…",
  "discover.loadMore": "Charger plus",
  "discover.loadFailed": "Impossible de charger les projets",
  "discover.loadFailedText": "Vérifiez votre connexion et réessayez.",
  "discover.tryAgain": "Réessayer",
  "discover.noProjects": "Aucun projet trouvé",
  "discover.noMatch": "Essayez de modifier votre recherche ou vos filtres",
  "discover.beFirst": "Soyez le premier à partager un projet avec la communauté !",
  "discover.clearFilters": "Effacer les filtres",
  "discover.share": "Partager un projet",

  // Discover: the page's title and description for browsers and search engines
  "discover.head.search": "Découvrir : {search}",
  "discover.head.title": "Découvrir",
  "discover.head.category": "{category} : projets",
  "discover.head.categoryDescription": "Projets de la catégorie {category} publiés par des développeurs sur Shipyard : les plus récents d'abord, avec les tendances du moment.",
  "discover.head.description": "Découvrez les projets publiés par des développeurs sur Shipyard : les dernières réalisations, les tendances et toutes les catégories.",

  // Showcase: one's own projects
  "discover.showcase.title": "Vitrine",
  "discover.showcase.loading": "Chargement de la vitrine",
  "discover.showcase.signIn": "Veuillez vous connecter pour voir votre vitrine",
  "discover.showcase.signInText": "Votre vitrine réunit vos projets et votre profil au même endroit.",
  "discover.showcase.logIn": "Se connecter",
  "discover.showcase.myProjects": "Mes projets",
  "discover.showcase.myProjectsList": "Liste de mes projets",
  "discover.showcase.loadFailed": "Impossible de charger vos projets",
  "discover.showcase.upload": "Publiez vos réalisations",
  "discover.showcase.uploadText": "Partagez votre premier projet : quelques captures d'écran ou une courte vidéo, la stack utilisée et un lien.",
  "discover.showcase.uploadProject": "Publier un projet",

  // Showcase: the profile card
  "discover.profile.label": "Votre profil",
  "discover.profile.avatarAlt": "Avatar de {name}",
  "discover.profile.avatarFile": "Fichier image de l'avatar",
  "discover.profile.uploading": "Envoi…",
  "discover.profile.upload": "Envoyer un avatar",
  "discover.profile.developer": "Développeur",
  "discover.profile.edit": "Modifier le profil",
  "discover.profile.projects": "Projets",
  "discover.profile.followers": "Abonnés",
  "discover.profile.following": "Abonnements",
  "discover.profile.avatarError": "Erreur lors de l'envoi de l'avatar",
  "discover.profile.chooseImage": "Veuillez choisir un fichier image",
  "discover.profile.avatarUpdated": "Avatar mis à jour",
  "discover.profile.avatarFailed": "Impossible d'envoyer l'avatar",
} satisfies Record<DiscoverMessageId, string>;
