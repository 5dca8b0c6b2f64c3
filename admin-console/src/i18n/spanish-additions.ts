/**
 * react-admin 5's messages that the Spanish pack (@blackbox-vision/ra-language-spanish, written for react-admin 4) does
 * not have, or has with react-admin 4's placeholders; `messages.test.ts` fails when a react-admin upgrade adds more.
 */
export const spanishAdditions = {
  ra: {
    action: {
      reset: 'Restablecer',
      search_columns: 'Buscar columnas',
      select_all_button: 'Seleccionar todo',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    message: {
      bulk_update_content:
        '¿Seguro que quiere actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quiere actualizar estos %{smart_count} elementos?',
      bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      delete_content: '¿Seguro que quiere eliminar este %{name}?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      access_denied: 'No tiene permiso para ver esta página',
      authentication_error: 'El servidor de autenticación respondió con un error y no se pudieron comprobar sus credenciales.',
      select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      no_results: 'No se encontraron %{name}',
      clear_filters: 'Quitar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
    },
    auth: {
      email: 'Correo electrónico',
    },
    notification: {
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      unique: 'Debe ser único',
    },
    guesser: {
      empty: {
        title: 'No hay datos que mostrar',
        message: 'Compruebe su proveedor de datos',
      },
    },
  },
};
