import type { PeopleMessageId } from './en';

/** The developers page and the profiles (/developers, /developers/:id, /profile) (ui/fr.ts, decision 0033). */
export default {
  // The developers page (/developers): search, stat cards, popular skills, the grid
  "people.title": "Développeurs",
  "people.searchTitle": "Développeurs : {query}",
  "people.description": "Découvrez les développeurs de {site} : cherchez par nom, compétence ou lieu, et voyez ce que chacun crée.",
  "people.intro": "Trouvez des personnes à suivre, dont apprendre et avec qui construire.",
  "people.search": "Rechercher des développeurs",
  "people.searchPlaceholder": "Nom, compétence, titre ou lieu…",
  "people.statDevelopers": "Développeurs actifs",
  "people.statProjects": "Projets au total",
  "people.statSkills": "Compétences distinctes",
  "people.resultsFor": "Résultats pour « {query} »",
  "people.all": "Tous les développeurs",
  "people.total": "{count, plural, one {# développeur} other {# développeurs}}",
  "people.loadFailed": "Les développeurs n'ont pas pu être chargés. Veuillez réessayer.",
  "people.none": "Aucun développeur trouvé",
  "people.noneForQuery": "Essayez un autre nom ou une autre compétence, ou choisissez une des compétences populaires ci-dessus.",
  "people.noneYet": "Personne ne s'est encore inscrit : soyez le premier !",
  "people.clear": "Effacer la recherche",
  "people.popularSkills": "Compétences populaires",
  "people.noSkills": "Aucune compétence pour le moment.",
  "people.developersWord": "{count, plural, one {développeur} other {développeurs}}",

  // Follow and Unfollow on a developer's page (ids kept from before the area existed)
  "follow.follow": "Suivre",
  "follow.unfollow": "Ne plus suivre",
  "follow.following": "Abonné",
  "follow.followingText": "Vous suivez désormais {name}",
  "follow.unfollowed": "Abonnement retiré",
  "follow.unfollowedText": "Vous ne suivez plus {name}",
  "follow.failed": "Une erreur s'est produite. Veuillez réessayer.",
  "follow.signIn": "Veuillez vous connecter pour suivre des utilisateurs",

  // Profile counts (both profile pages)
  "counts.projects": "{count, plural, one {Projet} other {Projets}}",
  "counts.likes": "{count, plural, one {J'aime} other {J'aime}}",
  "counts.followers": "{count, plural, one {Abonné} other {Abonnés}}",
  "counts.following": "{count, plural, one {Abonnement} other {Abonnements}}",

  // Profile header (both profile pages)
  "people.developer": "Développeur",
  "people.joined": "Membre depuis {date}",
  "people.avatarAlt": "Avatar de {name}",

  // A developer's page (/developers/:id) and its head
  "people.profile.back": "Retour",
  "people.profile.loading": "Chargement du développeur",
  "people.profile.notFound": "Développeur introuvable",
  "people.profile.notFoundText": "Ce profil n'existe pas ou n'est plus disponible.",
  "people.profile.browse": "Parcourir les développeurs",
  "people.profile.loadFailed": "Ce profil n'a pas pu être chargé. Veuillez réessayer.",
  "people.profile.edit": "Modifier le profil",
  "people.profile.message": "Envoyer un message",
  "people.profile.report": "Signaler",
  "people.profile.emptyBio": "{name} n'a pas encore écrit de bio.",
  "people.profile.emptyBioUnnamed": "Ce développeur n'a pas encore écrit de bio.",
  "people.profile.noProjectsText": "{name} n'a encore partagé aucun projet.",
  "people.profile.firstProjectText": "Partagez votre premier projet avec la communauté.",
  "people.head.description": "{name}, {summary} : {count, plural, one {# projet} other {# projets}} sur {site}.",
  "people.head.descriptionPlain": "{name} : {count, plural, one {# projet} other {# projets}} sur {site}.",

  // The own profile (/profile)
  "people.own.title": "Votre profil",
  "people.own.loading": "Chargement du profil",
  "people.own.redirecting": "Redirection vers la connexion",
  "people.own.viewPublic": "Voir le profil public",
  "people.own.emptyBio": "Présentez-vous à la communauté : choisissez « Modifier le profil » pour ajouter une bio.",
  "people.own.emptySkills": "Aucune compétence pour l'instant : ajoutez-en avec « Modifier le profil ».",
  "people.own.projects": "Mes projets",
  "people.own.noProjectsText": "Partagez ce que vous avez réalisé : cela apparaîtra ici et sur votre profil public.",

  // A person's projects (both profile pages)
  "people.projects.title": "Projets",
  "people.projects.countWord": "{count, plural, one {projet} other {projets}}",
  "people.projects.loadFailed": "Les projets n'ont pas pu être chargés. Veuillez réessayer.",
  "people.projects.none": "Aucun projet pour l'instant",
  "people.projects.create": "Créer un projet",

  // About card: bio, skills, links
  "people.about.title": "À propos",
  "people.about.skills": "Compétences",
  "people.about.links": "Liens",
  "people.links.newTab": "(s'ouvre dans un nouvel onglet)",
  "people.platform.publicEmail": "E-mail public",
  "people.platform.website": "Site web",

  // Avatar upload (own profile)
  "people.avatar.upload": "Importer un avatar",
  "people.avatar.uploading": "Importation de l'avatar…",
  "people.avatar.errorTitle": "Erreur lors de l'importation de l'avatar",
  "people.avatar.notImage": "Veuillez choisir un fichier image",
  "people.avatar.updated": "Avatar mis à jour",
  "people.avatar.failed": "L'importation de l'avatar a échoué",

  // Edit Profile form
  "people.form.intro": "C'est ainsi que les autres développeurs vous voient sur Shipyard.",
  "people.form.firstName": "Prénom",
  "people.form.lastName": "Nom",
  "people.form.title": "Titre",
  "people.form.titlePlaceholder": "p. ex. développeur full-stack",
  "people.form.location": "Lieu",
  "people.form.locationPlaceholder": "p. ex. Lisbonne, Portugal",
  "people.form.bio": "Bio",
  "people.form.bioHint": "Le Markdown est pris en charge : liens, listes, mise en valeur.",
  "people.form.bioPlaceholder": "Que créez-vous ? Qu'apprenez-vous en ce moment ?",
  "people.form.cancel": "Annuler",
  "people.form.save": "Enregistrer les modifications",
  "people.form.saved": "Profil mis à jour",
  "people.form.saveFailed": "Impossible de mettre à jour le profil",

  // Edit Profile: skills editor
  "people.skills.yours": "Vos compétences",
  "people.skills.remove": "Retirer {skill}",
  "people.skills.placeholder": "p. ex. TypeScript, React, PostgreSQL",
  "people.skills.hint": "Appuyez sur Entrée ou tapez une virgule pour ajouter une compétence (jusqu'à {max, number}).",

  // Edit Profile: social links editor
  "people.links.legend": "Réseaux sociaux",
  "people.links.none": "Aucun lien pour l'instant. Ajoutez ci-dessous votre site web, votre e-mail ou vos profils.",
  "people.links.handlePlaceholder": "nom d'utilisateur ou URL complète",
  "people.links.remove": "Retirer {platform}",
  "people.links.platform": "Plateforme",
  "people.links.choose": "Choisir une plateforme…",
  "people.links.value": "Lien ou identifiant",
  "people.links.add": "Ajouter le lien",
  "people.links.hint": "Un identifiant devient un lien vers la plateforme ; une valeur commençant par http est utilisée telle quelle.",
  "people.links.choosePlatform": "Veuillez choisir une plateforme",
  "people.links.duplicate": "Chaque plateforme ne peut être ajoutée qu'une seule fois",
  "people.links.enterValue": "Veuillez saisir une valeur",
} satisfies Record<PeopleMessageId, string>;
