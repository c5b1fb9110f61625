import people from './people/es';
import type { ErrorText } from './en';
import community from './community/es';
import members from './members/es';
import patterns from './patterns/es';
import staff from './staff/es';
import uploads from './uploads/es';

export default {
  // The profile, avatar and people-search texts live in a file of their own (./people).
  ...people,

  'Invalid email address': 'Dirección de correo electrónico no válida',
  'Please enter a valid email address': 'Introduce una dirección de correo electrónico válida',
  'Email address is too long': 'La dirección de correo electrónico es demasiado larga',
  'Password is required': 'La contraseña es obligatoria',
  'Password is too long': 'La contraseña es demasiado larga',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must be at most 128 characters': 'La contraseña puede tener como máximo 128 caracteres',
  'This password is too common. Choose one that is harder to guess.': 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  'Please confirm your password': 'Confirma tu contraseña',
  'Please confirm your new password': 'Confirma tu nueva contraseña',
  "Passwords don't match": 'Las contraseñas no coinciden',
  'Please enter your password': 'Introduce tu contraseña',
  'Please enter your current password': 'Introduce tu contraseña actual',
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'Los apellidos son obligatorios',
  'First name must be at most 50 characters': 'El nombre puede tener como máximo 50 caracteres',
  'Last name must be at most 50 characters': 'Los apellidos pueden tener como máximo 50 caracteres',
  'Password is incorrect': 'La contraseña no es correcta',
  'Current password is incorrect': 'La contraseña actual no es correcta',
  'The new password must be different from the current one': 'La nueva contraseña debe ser distinta de la actual',
  'This is already your email address': 'Esta ya es tu dirección de correo electrónico',
  'Invalid email or password': 'Correo electrónico o contraseña incorrectos',
  'Please choose a supported language': 'Elige un idioma disponible',
  'Please choose a valid time zone': 'Elige una zona horaria válida',
  'Theme must be light, dark or system': 'El tema debe ser claro, oscuro o el del sistema',
  'Comment cannot be empty': 'El comentario no puede estar vacío',
  'Code is too long': 'El código es demasiado largo',
  'Token is required': 'Falta el token',
  Unauthorized: 'No has iniciado sesión',
  Forbidden: 'No tienes permiso para hacer esto',
  'Not found': 'No encontrado',
  'Too many requests. Please try again later.': 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  'The database is unavailable. Please try again in a moment.': 'La base de datos no está disponible. Inténtalo de nuevo en unos instantes.',
  'The server is out of storage space. Please try again later.': 'El servidor se ha quedado sin espacio de almacenamiento. Inténtalo de nuevo más tarde.',
  'Internal server error': 'Error interno del servidor',
  'Something went wrong. Please try again.': 'Algo ha salido mal. Inténtalo de nuevo.',

  // What the server answers people (accounts, settings, joining)
  "Account created. Please check your e-mail to verify your address before signing in.": "Cuenta creada. Revisa tu correo para verificar tu dirección antes de iniciar sesión.",
  "Please verify your email address before signing in. Check your inbox for the verification link.": "Verifica tu dirección de correo antes de iniciar sesión. Busca el enlace de verificación en tu bandeja de entrada.",
  "Your email address has been verified.": "Tu dirección de correo se ha verificado.",
  "This verification link is invalid, has expired or has already been used.": "Este enlace de verificación no es válido, ha caducado o ya se ha usado.",
  "If that address belongs to an account that still needs verification, a new verification email has been sent.": "Si esa dirección pertenece a una cuenta pendiente de verificar, te hemos enviado un nuevo correo de verificación.",
  "If an account exists for that email address, a password reset link has been sent.": "Si existe una cuenta con esa dirección, te hemos enviado un enlace para restablecer la contraseña.",
  "This password reset link is invalid, has expired or has already been used.": "Este enlace para restablecer la contraseña no es válido, ha caducado o ya se ha usado.",
  "Your password has been reset. Please sign in again on all your devices.": "Tu contraseña se ha restablecido. Vuelve a iniciar sesión en todos tus dispositivos.",
  "You have been signed out.": "Se ha cerrado tu sesión.",
  "Your password has been changed. Your other sessions have been signed out.": "Tu contraseña se ha cambiado. Se han cerrado tus otras sesiones.",
  "Registration is closed: this community is not accepting new members at the moment.": "El registro está cerrado: esta comunidad no admite nuevos miembros por ahora.",
  "Please accept the terms and the code of conduct to create an account.": "Acepta las condiciones y el código de conducta para crear una cuenta.",
  "Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.": "Tu cuenta está pendiente de que el equipo la apruebe. Recibirás un correo cuando se haya revisado tu solicitud.",

  ...community,
  ...members,
  ...patterns,
  ...staff,
  ...uploads,
} satisfies Record<ErrorText, string>;
