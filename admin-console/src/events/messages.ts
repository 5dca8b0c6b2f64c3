import { defineMessages } from '../i18n/define-messages';

/** The events' messages: react-admin reads `name` and `fields.<source>` by itself; the rest through `useTranslate`. */
export default defineMessages(
  {
    resources: {
      events: {
        name: 'Event |||| Events',
        fields: {
          id: 'Id',
          title: 'Title',
          slug: 'Slug',
          description: 'Description',
          roomId: 'Room',
          communityId: 'Community',
          startsAt: 'Starts',
          endsAt: 'Ends',
          createdBy: 'Created by',
          createdAt: 'Created',
          updatedAt: 'Changed',
          interestedCount: 'Interested',
        },
        filters: { title: 'Title contains', startsAfter: 'Starts after', startsBefore: 'Starts before' },
        helper: {
          slug: '3 to 64 lower-case letters, digits or hyphens; made from the title when empty',
          endsAt: 'After the start, at most 7 days later',
          startsAt: 'Not yet ended; at most a year ahead',
          communityId: 'A community the room is in',
        },
        delete: {
          title: 'Delete the event “%{title}”?',
          content: 'Interested users are not reminded any more. This cannot be undone.',
        },
      },
    },
  },
  {
    resources: {
      events: {
        name: 'Evento |||| Eventos',
        fields: {
          id: 'Identificador',
          title: 'Título',
          slug: 'Dirección (slug)',
          description: 'Descripción',
          roomId: 'Sala',
          communityId: 'Comunidad',
          startsAt: 'Empieza',
          endsAt: 'Termina',
          createdBy: 'Creado por',
          createdAt: 'Creado',
          updatedAt: 'Modificado',
          interestedCount: 'Interesados',
        },
        filters: { title: 'El título contiene', startsAfter: 'Empieza después de', startsBefore: 'Empieza antes de' },
        helper: {
          slug: 'De 3 a 64 minúsculas, dígitos o guiones; vacío: se hace del título',
          endsAt: 'Después del inicio, como mucho 7 días más tarde',
          startsAt: 'Sin terminar aún; como mucho un año por delante',
          communityId: 'Una comunidad en la que esté la sala',
        },
        delete: {
          title: '¿Eliminar el evento «%{title}»?',
          content: 'Los interesados ya no recibirán el recordatorio. No se puede deshacer.',
        },
      },
    },
  },
);
