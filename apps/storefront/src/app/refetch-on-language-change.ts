import type { QueryClient } from '@tanstack/react-query';

interface LanguageEvents {
  on(event: 'languageChanged', listener: (lng: string) => void): unknown;
  off(event: 'languageChanged', listener: (lng: string) => void): unknown;
}

/**
 * The server answers in the request's language (game, region, attribute and choice names, hot searches, the home
 * decoration), so every cached answer is in the language it was asked in: when the language changes, all of them
 * become stale and the ones on screen are fetched again in the new one (the request client sends it). Returns the
 * unsubscribe.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18n: LanguageEvents): () => void {
  const onChange = () => {
    void queryClient.invalidateQueries();
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
