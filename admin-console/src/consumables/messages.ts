import { defineMessages } from '../i18n/define-messages';

export default defineMessages(
  {
    resources: {
      consumables: {
        name: 'Consumable |||| Consumables',
        fields: {
          picture: 'Picture',
          name: 'Name',
          description: 'Description',
          tokenCost: 'Token cost',
          createdAt: 'Created',
        },
        currentPicture: 'Current picture',
        newPicture: 'New picture (optional)',
        optionalPicture: 'Picture (optional)',
        delete: {
          title: 'Take this consumable off sale?',
          content: 'It leaves the shop; past purchases keep it.',
        },
      },
    },
  },
  {
    resources: {
      consumables: {
        name: 'Consumible |||| Consumibles',
        fields: {
          picture: 'Imagen',
          name: 'Nombre',
          description: 'Descripción',
          tokenCost: 'Precio en tokens',
          createdAt: 'Creado',
        },
        currentPicture: 'Imagen actual',
        newPicture: 'Nueva imagen (opcional)',
        optionalPicture: 'Imagen (opcional)',
        delete: {
          title: '¿Retirar este consumible de la venta?',
          content: 'Sale de la tienda; las compras anteriores lo conservan.',
        },
      },
    },
  },
);
