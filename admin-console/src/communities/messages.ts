import { defineMessages } from '../i18n/define-messages';

/** The communities' messages: react-admin reads `name` and `fields.<source>` by itself; the rest through `useTranslate`. */
export default defineMessages(
  {
    resources: {
      communities: {
        name: 'Community |||| Communities',
        fields: {
          id: 'Id',
          name: 'Name',
          slug: 'Slug',
          description: 'Description',
          imageUrl: 'Image URL',
          ownerId: 'Owner',
          memberCount: 'Members',
          roomCount: 'Rooms',
          createdAt: 'Created',
          updatedAt: 'Changed',
        },
        filters: { name: 'Name contains', slug: 'Slug contains' },
        helper: {
          slug: '3 to 64 lower-case letters, digits or hyphens: its address',
          imageUrl: 'An http(s) address',
          ownerId: 'The owner becomes a member and, with platform staff, its staff',
        },
        delete: {
          title: 'Delete the community “%{name}”?',
          content: 'Its memberships go with it; its rooms and their events stay. This cannot be undone.',
        },
      },
    },
  },
  {
    resources: {
      communities: {
        name: 'Comunidad |||| Comunidades',
        fields: {
          id: 'Identificador',
          name: 'Nombre',
          slug: 'Dirección (slug)',
          description: 'Descripción',
          imageUrl: 'URL de la imagen',
          ownerId: 'Propietario',
          memberCount: 'Miembros',
          roomCount: 'Salas',
          createdAt: 'Creada',
          updatedAt: 'Modificada',
        },
        filters: { name: 'El nombre contiene', slug: 'El slug contiene' },
        helper: {
          slug: 'De 3 a 64 minúsculas, dígitos o guiones: su dirección',
          imageUrl: 'Una dirección http(s)',
          ownerId: 'El propietario pasa a ser miembro y, con el personal de la plataforma, su equipo',
        },
        delete: {
          title: '¿Eliminar la comunidad «%{name}»?',
          content: 'Sus membresías se eliminan con ella; sus salas y sus eventos se quedan. No se puede deshacer.',
        },
      },
    },
  },
);
