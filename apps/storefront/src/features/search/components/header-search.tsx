import { looksLikeListingNumber } from '@gs/shared/listing-number';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { listingDetailPath, paths } from '../../../lib/paths';
import { useSearchHistory } from '../hooks/use-search-history';
import { clearSearchHistory, recordSearch } from '../utils/search-history';
import { searchTarget } from '../utils/search-target';
import styles from './header-search.module.css';

// Loaded once the visitor types: the header stays within the initial-JS budget.
const SearchSuggestions = lazy(async () => ({ default: (await import('./search-suggestions')).SearchSuggestions }));

/** The listing whose number is `text`, looked up only for text shaped like a number. */
async function findByNumber(queryClient: QueryClient, text: string) {
  if (!looksLikeListingNumber(text)) return null;
  const { findListingByNumber } = await import('../api/suggest-listings');
  return findListingByNumber(queryClient, text);
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
      />
    </svg>
  );
}

/**
 * The header's search (SPEC §2): while typing, games then listings as suggestions; a listing number opens that
 * listing; other text submits to the buy market. Records the keywords in the history (shown while the empty box
 * has focus) and offers the tenant's hot searches as shortcuts. Built without antd so the header stays within the
 * initial-JS budget; the suggestions ask for nothing until the visitor types.
 */
export function HeaderSearch({ hotSearches }: { hotSearches: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const history = useSearchHistory();
  const [keywords, setKeywords] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hot = hotSearches.filter((name) => name.trim()).slice(0, 3);

  // On the account market the box shows the search being applied there (after a reload, a shared link, or the
  // market's own filter). The arrival of this box's own search is skipped: the page loads after the submit, and
  // the user may already be typing the next one.
  const { pathname, search } = useLocation();
  const ownSearches = useRef<string[]>([]);
  useEffect(() => {
    if (pathname !== paths.accountOrder) return;
    const text = new URLSearchParams(search).get('searchText') ?? '';
    const own = ownSearches.current.indexOf(text);
    if (own >= 0) {
      ownSearches.current.splice(0, own + 1);
      return;
    }
    setKeywords(text);
  }, [pathname, search]);

  const go = (text: string) => {
    if (text.trim()) ownSearches.current.push(text.trim());
    if (text.trim()) recordSearch(text);
    setPanelOpen(false);
    navigate(searchTarget(text));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    inputRef.current?.blur();
    setPanelOpen(false);
    const listing = await findByNumber(queryClient, keywords);
    if (listing) navigate(listingDetailPath(listing.id));
    else go(keywords);
  };

  // A shortcut is a real link (it can open in a new tab); following it here also records it.
  const onShortcut = (name: string) => {
    recordSearch(name);
    setKeywords(name);
    setPanelOpen(false);
  };

  const typed = keywords.trim();
  const showHistory = panelOpen && !typed && history.length > 0;
  const showSuggestions = panelOpen && typed !== '';

  return (
    <search className={styles.root}>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => setPanelOpen(true)}
        onBlur={(event) => {
          if (!formRef.current?.contains(event.relatedTarget as Node | null)) setPanelOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panelOpen) {
            setPanelOpen(false);
            inputRef.current?.focus();
          }
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="keywords"
          value={keywords}
          maxLength={50}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          onChange={(event) => setKeywords(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className={styles.submitText}>{t('search.submit')}</span>
        </button>
        {showHistory ? (
          <section className={styles.history} aria-label={t('search.history')}>
            <div className={styles.historyHead}>
              <span>{t('search.history')}</span>
              <button
                type="button"
                className={styles.clear}
                onClick={() => {
                  clearSearchHistory();
                  inputRef.current?.focus();
                }}
              >
                {t('search.clearHistory')}
              </button>
            </div>
            <ul className={styles.historyList}>
              {history.map((entry) => (
                <li key={entry.name}>
                  <Link to={searchTarget(entry.name)} className={styles.chip} onClick={() => onShortcut(entry.name)}>
                    {entry.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {showSuggestions ? (
          <Suspense fallback={null}>
            <SearchSuggestions text={typed} onPick={() => setPanelOpen(false)} />
          </Suspense>
        ) : null}
      </form>
      {hot.length > 0 ? (
        <div className={styles.hot}>
          <span className={styles.hotLabel}>{t('search.hot')}</span>
          <ul className={styles.hotList}>
            {hot.map((name) => (
              <li key={name}>
                <Link to={searchTarget(name)} className={styles.hotLink} onClick={() => onShortcut(name)}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}
