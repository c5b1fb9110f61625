import type { CoreMessageId } from './en';

export default {

import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {
import type { UiMessageId } from './en';

export default {

  // App shell: header, navigation, menus, footer, account notices
  "shell.loading": "Chargement",
  "shell.skipToContent": "Aller au contenu principal",
  "shell.loadingAccount": "Chargement du compte",
  "nav.main": "Principale",
  "nav.discover": "Découvrir",
  "nav.developers": "Développeurs",
  "nav.showcase": "Vitrine",
  "nav.messages": "Messages",
  "nav.search": "Rechercher",
  "nav.signIn": "Se connecter",
  "nav.join": "Rejoindre",
  "nav.openMenu": "Ouvrir le menu de navigation",
  "theme.toggle": "Changer de thème",
  "theme.switchToDark": "Passer au thème sombre",
  "theme.switchToLight": "Passer au thème clair",
  "userMenu.label": "Menu du compte",
  "userMenu.profile": "Profil",
  "userMenu.addProject": "Ajouter un projet",
  "userMenu.messages": "Messages",
  "userMenu.settings": "Paramètres",
  "userMenu.invite": "Inviter des personnes",
  "userMenu.admin": "Administration",
  "userMenu.logOut": "Se déconnecter",
  "userMenu.logOutFailed": "La déconnexion a échoué",
  "common.tryAgain": "Veuillez réessayer.",
  "footer.site": "Site",
  "footer.contact": "Contact",
  "footer.language": "Langue",
  "sitePage.about": "À propos",
  "sitePage.code-of-conduct": "Code de conduite",
  "sitePage.terms": "Conditions d'utilisation",
  "sitePage.privacy": "Politique de confidentialité",
  "banner.bannedTitle": "Compte banni",
  "banner.banned": "Votre compte a été banni définitivement.",
  "banner.reason": "Motif : {reason}",
  "banner.suspendedTitle": "Compte suspendu",
  "banner.suspended": "Votre compte est suspendu jusqu'au {until}.",
  "banner.suspendedLimits": "D'ici là, votre accès aux fonctionnalités est limité.",
  "banner.warnedTitle": "Avertissement",
  "banner.warned": "Vous avez reçu {count, plural, one {# avertissement} other {# avertissements}} pour non-respect des règles de la communauté.",
  "banner.warnedReview": "Veuillez relire les règles de la communauté pour éviter d'autres sanctions.",

  // Landing page
  "landing.description": "Sur {site}, les développeurs publient leurs projets, découvrent le travail des autres et se construisent un portfolio qui parle de lui-même.",
  "landing.tagline": "La vitrine des développeurs qui livrent",
  "landing.title": "Montrez au monde ce que vous créez",
  "landing.intro": "Sur {site}, les développeurs publient leurs projets, découvrent le travail des autres et se construisent un portfolio qui parle de lui-même.",
  "landing.searchLabel": "Rechercher des projets et des développeurs",
  "landing.searchPlaceholder": "Rechercher des projets et des personnes…",
  "landing.search": "Rechercher",
  "landing.startShowcase": "Créez votre vitrine",
  "landing.explore": "Explorer les projets",
  "landing.setup": "Configuration du site",
  "landing.noAdmin": "Ce site n'a pas encore d'administrateur. Exécutez <code>{command}</code> sur le serveur, ou ouvrez, une fois connecté, le lien de configuration à usage unique affiché dans le journal du serveur.",
  "landing.featuredProjects": "Projets à la une",
  "landing.trending": "Les tendances du moment dans la communauté.",
  "landing.handPicked": "Une sélection de travaux de la communauté.",
  "landing.filterFeatured": "Filtrer les projets à la une",
  "landing.featuredList": "Liste des projets à la une",
  "landing.noProjects": "Pas encore de projet ici",
  "landing.beFirst": "Soyez le premier à partager un projet dans cette catégorie.",
  "landing.featuredDevelopers": "Développeurs à la une",
  "landing.peopleBehind": "Les personnes derrière les projets.",
  "landing.allDevelopers": "Tous les développeurs",
  "landing.featuredDevelopersList": "Liste des développeurs à la une",
  "landing.growing": "Une communauté qui grandit",
  "landing.ready": "Prêt à partager votre travail ?",
  "landing.readyText": "Créez un compte gratuit, ajoutez votre premier projet et envoyez un seul lien à quiconque vous demande ce que vous avez réalisé.",
  "landing.meet": "Découvrez les développeurs",
  "landing.footer": "Pied de page",
  "landing.copyright": "© {year} {site}. Conçu pour les développeurs.",

  // Notifications
  "notif.title": "Notifications",
  "notif.unreadLabel": "{count, plural, =0 {Notifications} one {Notifications, # non lue} other {Notifications, # non lues}}",
  "notif.markAll": "Tout marquer comme lu",
  "notif.loading": "Chargement…",
  "notif.empty": "Vous êtes à jour",
  "notif.emptyText": "Les « j'aime », commentaires, nouveaux abonnés et messages s'affichent ici.",
  "notif.unread": "Non lue",
  "notif.moderators": "Modérateurs",
  "notif.liked": "<b>{who}</b> aime <target>{title}</target>",
  "notif.likedYourProject": "<b>{who}</b> aime <target>votre projet</target>",
  "notif.commented": "<b>{who}</b> a commenté <target>{title}</target>",
  "notif.commentedYourProject": "<b>{who}</b> a commenté <target>votre projet</target>",
  "notif.followed": "<b>{who}</b> vous suit désormais",
  "notif.messaged": "<b>{who}</b> vous a envoyé {count, plural, one {un message} other {# messages}}",
  "notif.notice": "<b>{who}</b> vous ont envoyé un avis concernant votre compte",
  "notif.noticeWith": "<b>{who}</b> : {message}",

  // Not found
  "notFound.title": "Page introuvable",
  "notFound.text": "La page que vous cherchez n'existe pas ou a été déplacée.",
  "notFound.home": "Retour à l'accueil",
  "notFound.search": "Rechercher sur {site}",

  // People: directory, follow, profile counts
  "people.title": "Développeurs",
  "people.searchTitle": "Développeurs : {query}",
  "people.description": "Découvrez les développeurs de {site} : cherchez par nom, compétence ou lieu, et voyez ce que chacun crée.",
  "people.intro": "Trouvez des personnes à suivre, dont apprendre et avec qui construire.",
  "people.search": "Rechercher des développeurs",
  "people.searchPlaceholder": "Rechercher par nom, compétence, titre ou lieu…",
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
  "follow.follow": "Suivre",
  "follow.unfollow": "Ne plus suivre",
  "follow.following": "Abonné",
  "follow.followingText": "Vous suivez désormais {name}",
  "follow.unfollowed": "Abonnement retiré",
  "follow.unfollowedText": "Vous ne suivez plus {name}",
  "follow.failed": "Une erreur s'est produite. Veuillez réessayer.",
  "follow.signIn": "Veuillez vous connecter pour suivre des utilisateurs",
  "counts.projects": "{count, plural, one {Projet} other {Projets}}",
  "counts.likes": "{count, plural, one {J'aime} other {J'aime}}",
  "counts.followers": "{count, plural, one {Abonné} other {Abonnés}}",
  "counts.following": "{count, plural, one {Abonnement} other {Abonnements}}",

  // People: skill chips
  "people.developersWord": "{count, plural, one {développeur} other {développeurs}}",

  // Admin panel: page and sections
  "admin.title": "Administration",
  "admin.intro": "Examinez les signalements et veillez à la sécurité de la communauté.",
  "admin.twoFactorNeeded": "Activez la connexion en deux étapes pour utiliser les outils de l'équipe.",
  "admin.sections": "Sections de l'administration",
  "admin.tab.reports": "Signalements",
  "admin.tab.appeals": "Recours",
  "admin.tab.pending": "Comptes en attente{count, plural, =0 {} other { (#)}}",
  "admin.tab.invitations": "Invitations",
  "admin.tab.joining": "Adhésion",
  "admin.tab.audit": "Journal d'audit",
  "admin.tab.site": "Site",
  "admin.tab.staff": "Équipe",
  "admin.tab.backups": "Sauvegardes",
  "admin.pendingHeading": "Comptes en attente",
  "admin.status": "Statut",
  "admin.allStatuses": "Tous les statuts",
  "admin.status.pending": "En attente",
  "admin.status.reviewed": "Examiné",
  "admin.status.resolved": "Résolu",
  "admin.reportsFailed": "Les signalements n'ont pas pu être chargés.",

  // Shared controls
  "ui.close": "Fermer",
  "ui.dismiss": "Fermer la notification",

  // Shown on any page: the error boundary, the page loader, error toasts, list inputs
  "error.title": "Une erreur s'est produite",
  "error.text": "Impossible d'afficher cette page. Un rechargement suffit généralement ; si le problème persiste, réessayez plus tard.",
  "error.reload": "Recharger la page",
  "shell.loadingPage": "Chargement de la page",
  "toast.error": "Erreur",
  "toast.verifyRequired": "Vérification de l'adresse e-mail requise",
  "toast.unauthorized": "Vous n'êtes pas connecté",
  "toast.loggedOut": "Vous êtes déconnecté. Reconnexion…",
  "ui.list.add": "Ajouter<sr> {noun, select, technology {une technologie} tag {un tag} category {une catégorie} other {{noun}}}</sr>",
  "ui.list.chosen": "{noun, select, technology {Technologies choisies} tag {Tags choisis} category {Catégories choisies} other {Choix : {noun}}}",
  "ui.list.remove": "Retirer {label}",

  // The appeal under the account notice; why an account may not publish right now
  "appeal.open": "Former un recours contre {sanction, select, warn {cet avertissement} suspend {cette suspension} other {ce bannissement}}",
  "appeal.question": "Pourquoi cette décision devrait-elle être reconsidérée ?",
  "appeal.limits": "Vous pouvez former un recours une seule fois par sanction. {max} caractères au maximum.",
  "appeal.send": "Envoyer le recours",
  "appeal.cancel": "Annuler",
  "appeal.textRequired": "Veuillez expliquer pourquoi cette décision devrait être reconsidérée.",
  "appeal.textTooLong": "Votre recours ne doit pas dépasser {max} caractères",
  "appeal.failed": "Impossible d'envoyer votre recours. Veuillez réessayer.",
  "appeal.submitted": "Votre recours a été envoyé. Les modérateurs vont l'examiner.",
  "appeal.pending": "Votre recours contre {sanction, select, warn {cet avertissement} suspend {cette suspension} other {ce bannissement}} attend l'examen des modérateurs.",
  "appeal.accepted": "Votre recours contre {sanction, select, warn {cet avertissement} suspend {cette suspension} other {ce bannissement}} a été accepté.",
  "appeal.rejected": "Votre recours contre {sanction, select, warn {cet avertissement} suspend {cette suspension} other {ce bannissement}} a été rejeté.",
  "restriction.banned": "Votre compte est banni : il ne peut plus rien publier ni modifier.",
  "restriction.suspended": "Votre compte est suspendu. D'ici là, il est en lecture seule.",
  "restriction.suspendedUntil": "Votre compte est suspendu jusqu'au {until}. D'ici là, il est en lecture seule.",
  "restriction.unverified": "Votre adresse e-mail {email} n'est pas encore vérifiée. Tant que vous n'avez pas suivi le lien que nous vous avons envoyé, votre compte est en lecture seule.",

  // Sign-in providers
  "provider.continue": "Continuer avec {provider}",

} satisfies Record<CoreMessageId, string>;
