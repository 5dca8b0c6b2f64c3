import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  DateField,
  List,
  Loading,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { LifetimeRankingStatusRecord, RankingStatusRecord } from './types';

/** The current season's id by the server's clock: undefined while asking, null between seasons. */
function useCurrentSeason(): string | null | undefined {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    dataProvider.currentSeasonId().then(
      (current) => !cancelled && setId(current),
      () => !cancelled && setId(null),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);
  return id;
}

const seasonFilters = [
  <ReferenceInput key="seasonId" source="seasonId" reference="seasons" sort={{ field: 'seasonStart', order: 'DESC' }} perPage={100} alwaysOn>
    <SelectInput optionText="seasonName" />
  </ReferenceInput>,
  <TextInput key="userUuid" source="userUuid" alwaysOn />,
];

/**
 * A season's ranking (`allRankingStatuses`), the current season unless another is picked: most points first, each
 * row's rank (equal balances share it) and a link to the user.
 */
export function SeasonRankingList() {
  const current = useCurrentSeason();
  const translate = useTranslate();
  if (current === undefined) return <Loading />;
  return (
    <>
      {current === null && <Alert severity="info">{translate('resources.ranking-statuses.betweenSeasons')}</Alert>}
      <List<RankingStatusRecord>
        filters={seasonFilters}
        filterDefaultValues={current ? { seasonId: current } : {}}
        sort={{ field: 'balance', order: 'DESC' }}
        perPage={25}
        actions={false}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} data-testid="season-ranking">
          <NumberField source="rank" sortable={false} />
          <ReferenceField source="userUuid" reference="users" link="show" emptyText="—" />
          <NumberField source="balance" />
          <DateField source="reachedAt" showTime />
          <ReferenceField source="seasonId" reference="seasons" link={false} emptyText="—" />
        </Datagrid>
      </List>
    </>
  );
}

const lifetimeFilters = [<TextInput key="userUuid" source="userUuid" alwaysOn />];

/** The all-time ranking (`allLifetimeRankingStatuses`): points over every season. */
export function LifetimeRankingList() {
  return (
    <List<LifetimeRankingStatusRecord> filters={lifetimeFilters} sort={{ field: 'balance', order: 'DESC' }} perPage={25} actions={false}>
      <Datagrid rowClick={false} bulkActionButtons={false} data-testid="lifetime-ranking">
        <NumberField source="rank" sortable={false} />
        <ReferenceField source="userUuid" reference="users" link="show" emptyText="—" />
        <NumberField source="balance" />
        <DateField source="reachedAt" showTime />
      </Datagrid>
    </List>
  );
}
