import { defineMessages } from './i18n/define-messages';

/** The console's own pages that are no resource's: the sign-in page and the dashboard. */
export default defineMessages(
  {
    backspin: {
      title: 'Backspin Admin',
      login: {
        subtitle: 'Staff sign-in',
        email: 'E-mail',
        password: 'Password',
        submit: 'Sign in',
      },
      dashboard: {
        title: 'Dashboard',
        signedInAs: 'Signed in as',
        account: 'Your Backspin staff account',
        loadFailed: 'Could not load your account.',
        displayName: 'Display name',
        email: 'E-mail',
        roles: 'Roles',
        memberSince: 'Member since',
        userId: 'User id',
      },
    },
  },
  {
    backspin: {
      title: 'Backspin Admin',
      login: {
        subtitle: 'Acceso del personal',
        email: 'Correo electrónico',
        password: 'Contraseña',
        submit: 'Entrar',
      },
      dashboard: {
        title: 'Panel',
        signedInAs: 'Sesión iniciada como',
        account: 'Su cuenta de personal de Backspin',
        loadFailed: 'No se pudo cargar su cuenta.',
        displayName: 'Nombre visible',
        email: 'Correo electrónico',
        roles: 'Roles',
        memberSince: 'Miembro desde',
        userId: 'Id de usuario',
      },
    },
  },
);
