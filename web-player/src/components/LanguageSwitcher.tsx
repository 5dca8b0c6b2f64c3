import { useLingui } from '@lingui/react/macro';
import { changeLocale, locales } from '../i18n';

export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const names = { en: 'English', es: 'Español' } as const;
  return (
    <div className="lang" role="group" aria-label={t`Language`} data-testid="language-switcher">
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={locale === i18n.locale ? 'lang-option active' : 'lang-option'}
          aria-pressed={locale === i18n.locale}
          aria-label={names[locale]}
          data-testid={`lang-${locale}`}
          onClick={() => changeLocale(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
