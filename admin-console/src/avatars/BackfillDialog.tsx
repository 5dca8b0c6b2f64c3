import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, SeasonAwardRun } from '../dataProvider';
import type { SeasonRecord } from '../seasons/types';
import { useCurrentSeasonId } from '../seasons/useCurrentSeasonId';
import { backfillLimit } from './types';

/** How often a running backfill's progress is asked (`seasonAwardRun(id)`). */
const progressEveryMs = 1000;

/** Follows a run until it is done: its state as last read. */
function useRunProgress(start: SeasonAwardRun | null): { run: SeasonAwardRun | null; error: string | null } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [run, setRun] = useState<SeasonAwardRun | null>(start);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setRun(start);
    setError(null);
    if (!start || start.status === 'done') return;
    let cancelled = false;
    const timer = setInterval(() => {
      dataProvider.seasonAwardRun(start.id).then(
        (next) => {
          if (cancelled) return;
          setRun(next);
          if (next.status === 'done') clearInterval(timer);
        },
        (failure: unknown) => !cancelled && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    }, progressEveryMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [dataProvider, start]);
  return { run, error };
}

/**
 * Runs a season's award pass again (`backfillAchievedAvatars(seasonId, limit)`, in the background) and shows its
 * progress until it is done: batches, avatars given, where the cursor is.
 */
export function BackfillButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const currentSeasonId = useCurrentSeasonId();
  const [open, setOpen] = useState(false);
  const [seasonId, setSeasonId] = useState('');
  const [limit, setLimit] = useState(String(backfillLimit.default));
  const [started, setStarted] = useState<SeasonAwardRun | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { data: seasons = [] } = useGetList<SeasonRecord>('seasons', { pagination: { page: 1, perPage: 100 }, sort: { field: 'seasonStart', order: 'DESC' } }, { enabled: open });
  const { run, error } = useRunProgress(started);
  const chosen = seasonId || currentSeasonId || '';
  const limitValue = Number(limit);
  const limitValid = Number.isInteger(limitValue) && limitValue >= backfillLimit.min && limitValue <= backfillLimit.max;

  async function start() {
    setSending(true);
    setFailure(null);
    try {
      setStarted(await dataProvider.backfillAchievedAvatars(chosen, limitValue));
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSending(false);
    }
  }

  function close() {
    setOpen(false);
    setStarted(null);
    setFailure(null);
  }

  const running = run !== null && run.status !== 'done';
  return (
    <>
      <Button label="resources.avatars.backfill.button" onClick={() => setOpen(true)} data-testid="avatar-backfill-open">
        <ReplayIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.avatars.backfill.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate('resources.avatars.backfill.explain')}</Typography>
            <MuiTextField
              select
              label={translate('resources.avatars.backfill.season')}
              value={seasons.some((s) => s.id === chosen) ? chosen : ''}
              onChange={(event) => setSeasonId(event.target.value)}
              disabled={run !== null}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'avatar-backfill-season' } as object } }}
            >
              {seasons.map((season) => (
                <MenuItem key={season.id} value={season.id}>
                  {season.seasonName}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField
              type="number"
              label={translate('resources.avatars.backfill.limit')}
              value={limit}
              onChange={(event) => setLimit(event.target.value)}
              error={!limitValid}
              disabled={run !== null}
              slotProps={{ htmlInput: { min: backfillLimit.min, max: backfillLimit.max, step: 1, 'data-testid': 'avatar-backfill-limit' } }}
            />
            {failure && (
              <Alert severity="error" data-testid="avatar-backfill-error">
                {failure}
              </Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            {run && (
              <div data-testid="avatar-backfill-progress" data-status={run.status}>
                {running && <LinearProgress />}
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate(running ? 'resources.avatars.backfill.running' : 'resources.avatars.backfill.done', { batches: run.batches, awarded: run.awarded })}
                </Typography>
              </div>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="resources.avatars.backfill.close" onClick={close} />
          <Button
            label="resources.avatars.backfill.run"
            onClick={() => void start()}
            disabled={!chosen || !limitValid || sending || run !== null}
            variant="contained"
            data-testid="avatar-backfill-run"
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
