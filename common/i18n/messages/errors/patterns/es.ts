import type { ErrorPattern } from './en';

export default {
  'Title must be at most {max} characters': 'El título puede tener como máximo {max} caracteres',
  'Bio must be at most {max} characters': 'La biografía puede tener como máximo {max} caracteres',
  'Location must be at most {max} characters': 'La ubicación puede tener como máximo {max} caracteres',
  'Each skill must be at most {max} characters': 'Cada habilidad puede tener como máximo {max} caracteres',
  'At most {max} skills': 'Como máximo {max} habilidades',
  'Unknown social platform: {name}': 'Plataforma desconocida: {name}',
  'Search text must be at most {max} characters': 'El texto de búsqueda puede tener como máximo {max} caracteres',
  'Project title must be at most {max} characters': 'El título del proyecto puede tener como máximo {max} caracteres',
  'Description must be at most {max} characters': 'La descripción puede tener como máximo {max} caracteres',
  'Content must be at most {max} characters': 'El contenido puede tener como máximo {max} caracteres',
  'Caption must be at most {max} characters': 'El pie de imagen puede tener como máximo {max} caracteres',
  'Code link must be at most {max} characters': 'El enlace al código puede tener como máximo {max} caracteres',
  'Live demo link must be at most {max} characters': 'El enlace a la demo puede tener como máximo {max} caracteres',
  'Video link must be at most {max} characters': 'El enlace al vídeo puede tener como máximo {max} caracteres',
  'Each tag must be at most {max} characters': 'Cada etiqueta puede tener como máximo {max} caracteres',
  'Each technology must be at most {max} characters': 'Cada tecnología puede tener como máximo {max} caracteres',
  'At most {max} tags': 'Como máximo {max} etiquetas',
  'At most {max} technologys': 'Como máximo {max} tecnologías',
  'Comment must be at most {max} characters': 'El comentario puede tener como máximo {max} caracteres',
  'A write-up must be at most {max} characters': 'Un artículo puede tener como máximo {max} caracteres',
  'Collection name must be at most {max} characters': 'El nombre de la colección puede tener como máximo {max} caracteres',
  'You can have at most {max} collections': 'Puedes tener como máximo {max} colecciones',
  'A collection holds at most {max} projects': 'Una colección admite como máximo {max} proyectos',
  'Name must be at most {max} characters': 'El nombre puede tener como máximo {max} caracteres',
  'Your appeal must be at most {max} characters': 'Tu apelación puede tener como máximo {max} caracteres',
  'The reason must be at most {max} characters': 'El motivo puede tener como máximo {max} caracteres',

  'The answer must be at most {max} characters': 'La respuesta puede tener como máximo {max} caracteres',
  'You have reached your limit of {quota} invitations. Revoke an unused one or wait for one to expire.':
    'Has alcanzado tu límite de {quota} invitaciones. Revoca una que no se haya usado o espera a que caduque alguna.',
  'E-mail addresses at {domain} are not accepted here. Please use another address.':
    'Aquí no se aceptan direcciones de correo electrónico de {domain}. Usa otra dirección.',
  'Only e-mail addresses at {domains} are accepted here (subdomains included). Please use such an address.':
    'Aquí solo se aceptan direcciones de correo electrónico de {domains} (subdominios incluidos). Usa una de ellas.',
  'An invitation may allow at most {max} uses': 'Una invitación puede usarse como máximo {max} veces',
  'An invitation may be valid for at most {max} days': 'Una invitación puede ser válida como máximo {max} días',

  '{name} did not complete the sign-in. Please try again.': '{name} no completó el inicio de sesión. Inténtalo de nuevo.',
  '{name} could not be reached. Please try again in a moment.': 'No se pudo conectar con {name}. Inténtalo de nuevo en un momento.',
  'Your {name} account has no verified e-mail address. Verify your address at {name} (or make a verified one primary), then try again.':
    'Tu cuenta de {name} no tiene ninguna dirección de correo electrónico verificada. Verifica tu dirección en {name} (o haz principal una verificada) y vuelve a intentarlo.',
  'This {name} account is already linked to another account here.': 'Esta cuenta de {name} ya está vinculada a otra cuenta de este sitio.',
  'A {name} account is already linked to your account. Unlink it first to link another.':
    'Ya hay una cuenta de {name} vinculada a tu cuenta. Desvincúlala primero para vincular otra.',
  'No {name} account is linked to your account.': 'No hay ninguna cuenta de {name} vinculada a tu cuenta.',
  'Your {name} account is now linked. You can sign in with it.': 'Tu cuenta de {name} ya está vinculada. Puedes iniciar sesión con ella.',
  'Your {name} account has been unlinked.': 'Tu cuenta de {name} se ha desvinculado.',

  'Suspension must last between {min} and {max} days.': 'La suspensión debe durar entre {min} y {max} días.',
  'Notes must be at most {max} characters': 'Las notas pueden tener como máximo {max} caracteres',
  'Action details must be at most {max} characters': 'Los detalles de la medida pueden tener como máximo {max} caracteres',
  'The question must be at most {max} characters': 'La pregunta puede tener como máximo {max} caracteres',
  'The invitation quota must be at most {max}': 'El cupo de invitaciones puede ser como máximo {max}',
  'Allowed domains may hold at most {max} domains': 'La lista de dominios permitidos admite como máximo {max} dominios',
  'Blocked domains may hold at most {max} domains': 'La lista de dominios bloqueados admite como máximo {max} dominios',
  '"{value}" is not a domain name (for example: example.com).': '«{value}» no es un nombre de dominio (por ejemplo: example.com).',
  'No account uses the address {email}': 'Ninguna cuenta usa la dirección {email}',
  'The name can be at most {max} characters.': 'El nombre puede tener como máximo {max} caracteres.',
  'The tagline can be at most {max} characters.': 'El eslogan puede tener como máximo {max} caracteres.',
  'The description can be at most {max} characters.': 'La descripción puede tener como máximo {max} caracteres.',
  'A page can be at most {max} characters of Markdown.': 'Una página puede tener como máximo {max} caracteres de Markdown.',

  // Two-factor sign-in: the minutes an account's code step is paused
  'Too many wrong codes for this account. Please wait {minutes} min before trying another code.':
    'Demasiados códigos incorrectos para esta cuenta. Espera {minutes} min antes de probar otro código.',
} satisfies Record<ErrorPattern, string>;
