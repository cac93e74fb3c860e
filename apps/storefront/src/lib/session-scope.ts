export { refreshQueriesForSessionChange, sessionIndependentMeta, sessionScopeKey } from '@gs/web/session-scope';
