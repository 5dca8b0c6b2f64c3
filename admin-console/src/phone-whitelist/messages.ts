import { defineMessages } from '../i18n/define-messages';

/** The phone whitelist, the recent phone validations and the SMS fraud constants. */
export default defineMessages(
  {
    resources: {
      'phone-whitelist': {
        name: 'Phone whitelist |||| Phone whitelist',
        fields: { phone: 'Number', note: 'Note', createdBy: 'Added by', createdAt: 'Added' },
        helper: {
          phone: 'In international form (+ and the country code); stored as E.164',
          note: 'Why it is there (a test number, app review...)',
        },
        remove: {
          label: 'Remove',
          title: 'Remove %{phone} from the whitelist?',
          content: 'The number goes back to the ordinary checks: its type decides, and the SMS fraud limits apply again.',
        },
        validations: {
          title: 'Recent phone validations',
          subtitle: 'Everyone’s, kept 90 days',
          status: { VALID: 'Valid', INVALID: 'Invalid', VOIP: 'VoIP', VALIDATION_ERROR: 'Not a number' },
          fields: { userId: 'Asked by', phone: 'As given', e164: 'E.164', country: 'Country', type: 'Type', status: 'Result', whitelisted: 'Whitelisted', createdAt: 'When' },
        },
        fraud: {
          title: 'SMS fraud constants',
          readOnly: 'Set by the server’s configuration (PHONE_CODE_* settings): read only here.',
          seconds: '%{value} s',
          maxCodesPerNumber: 'Codes sent to one number per window',
          windowSeconds: 'Per-number window',
          maxCodesPerIp: 'Codes asked from one IP address per window',
          ipWindowSeconds: 'Per-IP window',
          maxCodesPerPrefix: 'Codes sent to numbers sharing a prefix per window',
          prefixDigits: 'Digits of a prefix (country code included)',
          prefixWindowSeconds: 'Per-prefix window',
          codeTtlSeconds: 'How long a code is valid',
          maxCodeAttempts: 'Wrong tries a code allows',
        },
      },
    },
  },
  {
    resources: {
      'phone-whitelist': {
        name: 'Lista blanca de teléfonos |||| Lista blanca de teléfonos',
        fields: { phone: 'Número', note: 'Nota', createdBy: 'Añadido por', createdAt: 'Añadido' },
        helper: {
          phone: 'En formato internacional (+ y el prefijo del país); se guarda como E.164',
          note: 'Por qué está (un número de prueba, la revisión de la app...)',
        },
        remove: {
          label: 'Quitar',
          title: '¿Quitar %{phone} de la lista blanca?',
          content: 'El número vuelve a las comprobaciones normales: decide su tipo y vuelven a aplicarse los límites contra el fraude por SMS.',
        },
        validations: {
          title: 'Validaciones de teléfono recientes',
          subtitle: 'Las de todos, guardadas 90 días',
          status: { VALID: 'Válido', INVALID: 'No válido', VOIP: 'VoIP (voz por IP)', VALIDATION_ERROR: 'No es un número' },
          fields: { userId: 'Pedida por', phone: 'Tal como se dio', e164: 'Formato E.164', country: 'País', type: 'Tipo', status: 'Resultado', whitelisted: 'En la lista blanca', createdAt: 'Cuándo' },
        },
        fraud: {
          title: 'Constantes contra el fraude por SMS',
          readOnly: 'Las fija la configuración del servidor (los ajustes PHONE_CODE_*): aquí solo se leen.',
          seconds: '%{value} s (segundos)',
          maxCodesPerNumber: 'Códigos enviados a un número por ventana',
          windowSeconds: 'Ventana por número',
          maxCodesPerIp: 'Códigos pedidos desde una dirección IP por ventana',
          ipWindowSeconds: 'Ventana por IP',
          maxCodesPerPrefix: 'Códigos enviados a números con el mismo prefijo por ventana',
          prefixDigits: 'Dígitos de un prefijo (con el del país)',
          prefixWindowSeconds: 'Ventana por prefijo',
          codeTtlSeconds: 'Cuánto vale un código',
          maxCodeAttempts: 'Intentos fallidos que admite un código',
        },
      },
    },
  },
);
