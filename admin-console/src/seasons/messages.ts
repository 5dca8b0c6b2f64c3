import { defineMessages } from '../i18n/define-messages';

export default defineMessages(
  {
    resources: {
      seasons: {
        name: 'Season |||| Seasons',
        fields: { seasonName: 'Name', seasonStart: 'Start', seasonEnd: 'End', current: 'Current' },
        endExcluded: 'End (excluded)',
        current: 'Current',
        delete: {
          title: 'Delete this season?',
          content: 'Its ranking goes with it. An ended season cannot be deleted.',
        },
      },
    },
  },
  {
    resources: {
      seasons: {
        name: 'Temporada |||| Temporadas',
        fields: { seasonName: 'Nombre', seasonStart: 'Inicio', seasonEnd: 'Fin', current: 'Actual' },
        endExcluded: 'Fin (excluido)',
        current: 'Actual',
        delete: {
          title: '¿Eliminar esta temporada?',
          content: 'Su clasificación se elimina con ella. Una temporada terminada no se puede eliminar.',
        },
      },
    },
  },
);
