import { changeLocale, locales } from '../i18n';
import { useLingui } from '@lingui/react';
import { useT } from '../useT';

export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const t = useT();
  return (
    <div className="lang" role="group" aria-label={t('lang.label')} data-testid="language-switcher">
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          className={locale === i18n.locale ? 'lang-option active' : 'lang-option'}
          aria-pressed={locale === i18n.locale}
          data-testid={`lang-${locale}`}
          onClick={() => changeLocale(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
