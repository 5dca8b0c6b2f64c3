import { defineMessages } from '../i18n/define-messages';

/** The bots' messages: react-admin reads `name` and `fields.<source>` by itself; the rest through `useTranslate`. */
export default defineMessages(
  {
    resources: {
      bots: {
        name: 'Bot |||| Bots',
        fields: {
          id: 'Id',
          displayName: 'Name',
          createdBy: 'Signed up by',
          createdAt: 'Created',
          secretActive: 'Secret',
          secretIssuedAt: 'Secret issued',
          secretRevokedAt: 'Secret revoked',
          lastTokenAt: 'Last token',
        },
        filters: { revoked: 'Revoked secrets only' },
        secret: { active: 'Working', revoked: 'Revoked' },
        helper: { displayName: '1 to 64 characters' },
        rotate: {
          label: 'Rotate',
          title: 'Rotate the secret of “%{name}”?',
          content: 'A new secret is made and shown once; the current one and the tokens made with it stop working at once.',
          done: 'New secret made',
        },
        revoke: {
          label: 'Revoke',
          title: 'Revoke the secret of “%{name}”?',
          content: 'The bot cannot get tokens until its secret is rotated; its tokens stop working at once.',
          done: 'Secret revoked',
        },
        secretShown: {
          created: 'Bot signed up',
          rotated: 'New secret',
          shownOnce: 'Copy this secret now: it is shown only once. Nobody can read it again, not even here.',
          use: 'The bot gives it in the X-Bot-Secret header of GET /users/bot-token (or to botToken) for an access token.',
          copy: 'Copy',
          copied: 'Copied',
          another: 'Sign up another',
          back: 'Back to the list',
          done: 'Done',
        },
      },
    },
  },
  {
    resources: {
      bots: {
        name: 'Cuenta bot |||| Cuentas bot',
        fields: {
          id: 'Identificador',
          displayName: 'Nombre',
          createdBy: 'Dado de alta por',
          createdAt: 'Creado',
          secretActive: 'Secreto',
          secretIssuedAt: 'Secreto emitido',
          secretRevokedAt: 'Secreto revocado',
          lastTokenAt: 'Último token',
        },
        filters: { revoked: 'Solo secretos revocados' },
        secret: { active: 'Válido', revoked: 'Revocado' },
        helper: { displayName: 'De 1 a 64 caracteres' },
        rotate: {
          label: 'Renovar',
          title: '¿Renovar el secreto de «%{name}»?',
          content: 'Se crea un secreto nuevo que se muestra una vez; el actual y los tokens obtenidos con él dejan de funcionar al instante.',
          done: 'Secreto nuevo creado',
        },
        revoke: {
          label: 'Revocar',
          title: '¿Revocar el secreto de «%{name}»?',
          content: 'El bot no podrá obtener tokens hasta que se renueve su secreto; sus tokens dejan de funcionar al instante.',
          done: 'Secreto revocado',
        },
        secretShown: {
          created: 'Bot dado de alta',
          rotated: 'Secreto nuevo',
          shownOnce: 'Copie este secreto ahora: solo se muestra una vez. Nadie puede volver a leerlo, tampoco aquí.',
          use: 'El bot lo envía en la cabecera X-Bot-Secret de GET /users/bot-token (o a botToken) para obtener un token de acceso.',
          copy: 'Copiar',
          copied: 'Copiado',
          another: 'Dar de alta otro',
          back: 'Volver a la lista',
          done: 'Hecho',
        },
      },
    },
  },
);
