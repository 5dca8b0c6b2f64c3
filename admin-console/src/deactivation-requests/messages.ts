import { defineMessages } from '../i18n/define-messages';

export default defineMessages(
  {
    resources: {
      'deactivation-requests': {
        name: 'Deactivation request |||| Deactivation requests',
        fields: { userId: 'User', reason: 'Reason', requestedAt: 'Requested' },
      },
    },
  },
  {
    resources: {
      'deactivation-requests': {
        name: 'Solicitud de desactivación |||| Solicitudes de desactivación',
        fields: { userId: 'Usuario', reason: 'Motivo', requestedAt: 'Solicitada' },
      },
    },
  },
);
