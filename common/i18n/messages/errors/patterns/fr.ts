import type { ErrorPattern } from './en';

export default {
  'Title must be at most {max} characters': 'Le titre doit comporter au plus {max} caractères',
  'Bio must be at most {max} characters': 'La bio doit comporter au plus {max} caractères',
  'Location must be at most {max} characters': 'Le lieu doit comporter au plus {max} caractères',
  'Each skill must be at most {max} characters': 'Chaque compétence doit comporter au plus {max} caractères',
  'At most {max} skills': '{max} compétences au maximum',
  'Unknown social platform: {name}': 'Plateforme inconnue : {name}',
  'Search text must be at most {max} characters': 'Le texte recherché doit comporter au plus {max} caractères',
  'Project title must be at most {max} characters': 'Le titre du projet doit comporter au plus {max} caractères',
  'Description must be at most {max} characters': 'La description doit comporter au plus {max} caractères',
  'Content must be at most {max} characters': 'Le contenu doit comporter au plus {max} caractères',
  'Caption must be at most {max} characters': 'La légende doit comporter au plus {max} caractères',
  'Code link must be at most {max} characters': 'Le lien vers le code doit comporter au plus {max} caractères',
  'Live demo link must be at most {max} characters': 'Le lien vers la démo doit comporter au plus {max} caractères',
  'Video link must be at most {max} characters': 'Le lien vers la vidéo doit comporter au plus {max} caractères',
  'Each tag must be at most {max} characters': 'Chaque tag doit comporter au plus {max} caractères',
  'Each technology must be at most {max} characters': 'Chaque technologie doit comporter au plus {max} caractères',
  'At most {max} tags': '{max} tags au maximum',
  'At most {max} technologys': '{max} technologies au maximum',
  'Comment must be at most {max} characters': 'Le commentaire doit comporter au plus {max} caractères',
  'A write-up must be at most {max} characters': 'Un article doit comporter au plus {max} caractères',
  'Collection name must be at most {max} characters': 'Le nom de la collection doit comporter au plus {max} caractères',
  'You can have at most {max} collections': 'Vous pouvez avoir au plus {max} collections',
  'A collection holds at most {max} projects': 'Une collection contient au plus {max} projets',
  'Name must be at most {max} characters': 'Le nom doit comporter au plus {max} caractères',
  'Your appeal must be at most {max} characters': 'Votre recours doit comporter au plus {max} caractères',
  'The reason must be at most {max} characters': 'Le motif doit comporter au plus {max} caractères',

  'The answer must be at most {max} characters': 'La réponse doit comporter au plus {max} caractères',
  'You have reached your limit of {quota} invitations. Revoke an unused one or wait for one to expire.':
    'Vous avez atteint votre limite de {quota} invitations. Révoquez-en une inutilisée ou attendez qu\'une invitation expire.',
  'E-mail addresses at {domain} are not accepted here. Please use another address.':
    'Les adresses e-mail du domaine {domain} ne sont pas acceptées ici. Veuillez utiliser une autre adresse.',
  'Only e-mail addresses at {domains} are accepted here (subdomains included). Please use such an address.':
    'Seules les adresses e-mail des domaines {domains} sont acceptées ici (sous-domaines compris). Veuillez utiliser une telle adresse.',
  'An invitation may allow at most {max} uses': 'Une invitation peut servir au plus {max} fois',
  'An invitation may be valid for at most {max} days': 'Une invitation peut être valable au plus {max} jours',

  '{name} did not complete the sign-in. Please try again.': '{name} n\'a pas terminé la connexion. Veuillez réessayer.',
  '{name} could not be reached. Please try again in a moment.': '{name} est injoignable. Veuillez réessayer dans un instant.',
  'Your {name} account has no verified e-mail address. Verify your address at {name} (or make a verified one primary), then try again.':
    'Votre compte {name} n\'a aucune adresse e-mail vérifiée. Vérifiez votre adresse sur {name} (ou définissez une adresse vérifiée comme principale), puis réessayez.',
  'This {name} account is already linked to another account here.': 'Ce compte {name} est déjà associé à un autre compte sur ce site.',
  'A {name} account is already linked to your account. Unlink it first to link another.':
    'Un compte {name} est déjà associé à votre compte. Dissociez-le d\'abord pour en associer un autre.',
  'No {name} account is linked to your account.': 'Aucun compte {name} n\'est associé à votre compte.',
  'Your {name} account is now linked. You can sign in with it.': 'Votre compte {name} est maintenant associé. Vous pouvez vous connecter avec.',
  'Your {name} account has been unlinked.': 'Votre compte {name} a été dissocié.',

  'Suspension must last between {min} and {max} days.': 'La suspension doit durer entre {min} et {max} jours.',
  'Notes must be at most {max} characters': 'Les notes doivent comporter au plus {max} caractères',
  'Action details must be at most {max} characters': 'Les détails de la mesure doivent comporter au plus {max} caractères',
  'The question must be at most {max} characters': 'La question doit comporter au plus {max} caractères',
  'The invitation quota must be at most {max}': 'Le quota d\'invitations doit être au plus de {max}',
  'Allowed domains may hold at most {max} domains': 'La liste des domaines autorisés peut contenir au plus {max} domaines',
  'Blocked domains may hold at most {max} domains': 'La liste des domaines bloqués peut contenir au plus {max} domaines',
  '"{value}" is not a domain name (for example: example.com).': '« {value} » n\'est pas un nom de domaine (par exemple : example.com).',
  'No account uses the address {email}': 'Aucun compte n\'utilise l\'adresse {email}',
  'The name can be at most {max} characters.': 'Le nom peut comporter au plus {max} caractères.',
  'The tagline can be at most {max} characters.': 'Le slogan peut comporter au plus {max} caractères.',
  'The description can be at most {max} characters.': 'La description peut comporter au plus {max} caractères.',
  'A page can be at most {max} characters of Markdown.': 'Une page peut comporter au plus {max} caractères de Markdown.',

  // Two-factor sign-in: the minutes an account's code step is paused
  'Too many wrong codes for this account. Please wait {minutes} min before trying another code.':
    'Trop de codes erronés pour ce compte. Veuillez patienter {minutes} min avant d\'essayer un autre code.',
} satisfies Record<ErrorPattern, string>;
