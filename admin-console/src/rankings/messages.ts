import { defineMessages } from '../i18n/define-messages';

/** The season and lifetime rankings (ranking statuses). */
export default defineMessages(
  {
    resources: {
      'ranking-statuses': {
        name: 'Season ranking |||| Season ranking',
        fields: { rank: 'Rank', userUuid: 'User', seasonId: 'Season', balance: 'Points', reachedAt: 'Reached', updatedAt: 'Changed' },
        betweenSeasons: 'No season is running now: pick one.',
      },
      'lifetime-ranking-statuses': {
        name: 'Lifetime ranking |||| Lifetime ranking',
        fields: { rank: 'Rank', userUuid: 'User', balance: 'Points', reachedAt: 'Reached', updatedAt: 'Changed' },
      },
    },
  },
  {
    resources: {
      'ranking-statuses': {
        name: 'Clasificación de temporada |||| Clasificación de temporada',
        fields: { rank: 'Puesto', userUuid: 'Usuario', seasonId: 'Temporada', balance: 'Puntos', reachedAt: 'Alcanzado', updatedAt: 'Cambiado' },
        betweenSeasons: 'Ahora no hay ninguna temporada en curso: elija una.',
      },
      'lifetime-ranking-statuses': {
        name: 'Clasificación histórica |||| Clasificación histórica',
        fields: { rank: 'Puesto', userUuid: 'Usuario', balance: 'Puntos', reachedAt: 'Alcanzado', updatedAt: 'Cambiado' },
      },
    },
  },
);
