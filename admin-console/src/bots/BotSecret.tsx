import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BotWithSecret } from './types';

/** A bot's secret, the one time the console shows it (after signing up, after a rotation). */
export function BotSecret({ issued, children }: { issued: BotWithSecret; children?: ReactNode }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={2} data-testid="bot-secret-shown">
      <Alert severity="warning" data-testid="bot-secret-once">
        {translate('resources.bots.secretShown.shownOnce')}
      </Alert>
      <Typography variant="h6" component="p">
        {issued.bot.displayName}
      </Typography>
      <Typography component="p" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }} data-testid="bot-secret">
        {issued.secret}
      </Typography>
      <Typography color="text.secondary">{translate('resources.bots.secretShown.use')}</Typography>
      <Box>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => void navigator.clipboard.writeText(issued.secret).then(() => setCopied(true), () => setCopied(false))}
        >
          {translate(copied ? 'resources.bots.secretShown.copied' : 'resources.bots.secretShown.copy')}
        </Button>
        {children}
      </Box>
    </Stack>
  );
}
