import { useEffect, useState } from 'react';
import { useT } from '../useT';

type Support = 'checking' | 'supported' | 'native' | 'unsupported';

/** A placeholder for the room player: checks that HLS playback will work (hls.js is loaded on demand). */
export function PlayerCard() {
  const t = useT();
  const [support, setSupport] = useState<Support>('checking');

  useEffect(() => {
    let cancelled = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (Hls.isSupported()) setSupport('supported');
        else if (document.createElement('video').canPlayType('application/vnd.apple.mpegurl')) setSupport('native');
        else setSupport('unsupported');
      })
      .catch(() => !cancelled && setSupport('unsupported'));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section className="card" data-testid="player">
      <h2>{t('player.title')}</h2>
      <div className="now-playing">
        <div className="artwork" aria-hidden="true">
          ♪
        </div>
        <p className="muted">{t('player.nothing')}</p>
      </div>
      <p className="small muted" data-testid="hls-support" data-support={support}>
        {t(`player.hls.${support}`)}
      </p>
    </section>
  );
}
