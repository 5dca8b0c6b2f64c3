import { defineMessages } from '../i18n/define-messages';

export default defineMessages(
  {
    resources: {
      status: {
        name: 'Status',
        title: 'Service status',
        refresh: 'Refresh',
        error: 'error',
        version: 'Version %{version}',
        databaseAnswering: 'Database: answering',
        databaseNotAnswering: 'Database: not answering',
        up: 'Up %{uptime}',
        asOf: 'As of %{time}',
      },
    },
  },
  {
    resources: {
      status: {
        name: 'Estado',
        title: 'Estado de los servicios',
        refresh: 'Actualizar',
        error: 'error',
        version: 'Versión %{version}',
        databaseAnswering: 'Base de datos: responde',
        databaseNotAnswering: 'Base de datos: no responde',
        up: 'En marcha desde hace %{uptime}',
        asOf: 'A las %{time}',
      },
    },
  },
);
