import { defineMessages } from '../i18n/define-messages';

/** The vouchers' messages: react-admin reads `name` and `fields.<source>` by itself; the rest through `useTranslate`. */
export default defineMessages(
  {
    resources: {
      vouchers: {
        name: 'Voucher |||| Vouchers',
        fields: {
          code: 'Code',
          note: 'Note',
          status: 'Status',
          expiresAt: 'Expires',
          createdAt: 'Created',
          redeemedBy: 'Redeemed by',
          revokedAt: 'Revoked',
        },
        status: { PENDING: 'Pending', REDEEMED: 'Redeemed', REVOKED: 'Revoked' },
        codeShownOnce: 'The code is shown once, when the voucher is created',
        never: 'never',
        revoke: {
          label: 'Revoke',
          title: 'Revoke this voucher?',
          content: 'Nobody will be able to redeem it any more. This cannot be undone.',
        },
        created: {
          title: 'Voucher created',
          shownOnce: 'Copy this code now: it is shown only once. The voucher list never shows it again.',
          copy: 'Copy',
          copied: 'Copied',
          another: 'Create another',
          back: 'Back to the list',
        },
        helper: {
          note: 'What the voucher is for (who gets it)',
          expiresAt: 'Leave empty: never expires',
        },
      },
    },
  },
  {
    resources: {
      vouchers: {
        name: 'Cupón |||| Cupones',
        fields: {
          code: 'Código',
          note: 'Nota',
          status: 'Estado',
          expiresAt: 'Caduca',
          createdAt: 'Creado',
          redeemedBy: 'Canjeado por',
          revokedAt: 'Revocado',
        },
        status: { PENDING: 'Pendiente', REDEEMED: 'Canjeado', REVOKED: 'Revocado' },
        codeShownOnce: 'El código se muestra una sola vez, al crear el cupón',
        never: 'nunca',
        revoke: {
          label: 'Revocar',
          title: '¿Revocar este cupón?',
          content: 'Nadie podrá canjearlo. No se puede deshacer.',
        },
        created: {
          title: 'Cupón creado',
          shownOnce: 'Copie este código ahora: solo se muestra una vez. La lista de cupones no vuelve a mostrarlo.',
          copy: 'Copiar',
          copied: 'Copiado',
          another: 'Crear otro',
          back: 'Volver a la lista',
        },
        helper: {
          note: 'Para qué es el cupón (quién lo recibe)',
          expiresAt: 'Vacío: no caduca',
        },
      },
    },
  },
);
