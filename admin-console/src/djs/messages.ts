import { defineMessages } from '../i18n/define-messages';

/** The DJs' messages: react-admin reads `name` and `fields.<source>` by itself; the rest through `useTranslate`. */
export default defineMessages(
  {
    resources: {
      djs: {
        name: 'DJ |||| DJs',
        fields: {
          id: 'User',
          plays: 'Plays',
          rooms: 'Rooms played in',
          upVotes: 'Up votes',
          downVotes: 'Down votes',
          firstPlayedAt: 'First play',
          lastPlayedAt: 'Last play',
          lastRoomId: 'Last played in',
          createdAt: 'DJ since',
        },
        filters: { minPlays: 'At least this many plays', playedSince: 'Played since', playedBefore: 'Last played before' },
        ownedRooms: 'Their rooms',
        readOnly: 'DJs come from the rooms’ plays: nothing to change here.',
      },
    },
  },
  {
    resources: {
      djs: {
        name: 'DJ |||| DJ',
        fields: {
          id: 'Usuario',
          plays: 'Reproducciones',
          rooms: 'Salas en las que pinchó',
          upVotes: 'Votos a favor',
          downVotes: 'Votos en contra',
          firstPlayedAt: 'Primera reproducción',
          lastPlayedAt: 'Última reproducción',
          lastRoomId: 'Pinchó por última vez en',
          createdAt: 'DJ desde',
        },
        filters: { minPlays: 'Al menos estas reproducciones', playedSince: 'Pinchó desde', playedBefore: 'Pinchó por última vez antes de' },
        ownedRooms: 'Sus salas',
        readOnly: 'Los DJ salen de las reproducciones de las salas: aquí no hay nada que cambiar.',
      },
    },
  },
);
