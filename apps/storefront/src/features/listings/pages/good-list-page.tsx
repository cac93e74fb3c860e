import { FilterOutlined } from '@ant-design/icons';
import { ApiError } from '@gs/web/api-error';
import { Button, Drawer } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { gameTemplateQueryOptions, useGameTemplate } from '../../../lib/get-game-template';
import { heroSkinsQueryOptions, useHeroSkins } from '../../../lib/get-hero-skins';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { accountOrderPath } from '../../../lib/paths';
import { regionChildrenQueryOptions } from '../api/get-region-children';
import { searchListingsQueryOptions, useListingSearch } from '../api/search-listings';
import { FilterPanel } from '../components/list/filter-panel';
import styles from '../components/list/list-results.module.css';
import { NoGame, TemplateLoadError } from '../components/list/no-game';
import { ResultCount } from '../components/list/result-count';
import { Results } from '../components/list/results';
import { SortBar } from '../components/list/sort-bar';
import { useFilterDrafts } from '../hooks/use-filter-drafts';
import { useListSearch, useSearchOf } from '../hooks/use-list-search';
import { fitFiltersToTemplate } from '../utils/list-attribute-filters';
import { countAppliedFilters, type ListFilters, parseListParams, toListingSearch } from '../utils/list-search-params';

/** The server renders the address's view: the game's template and skins, and the page of listings it asks for. */
export const prefetchGoodListPage: PagePrefetch = async (queryClient, url, tenant) => {
  const view = parseListParams(url.searchParams);
  const { gameId } = view;
  if (gameId === null) return;
  const [template] = await Promise.all([
    queryClient.fetchQuery(gameTemplateQueryOptions(gameId)).catch(() => null),
    queryClient.prefetchQuery(heroSkinsQueryOptions(gameId)),
  ]);
  if (!template) return;
  const search = toListingSearch({ ...view, attrs: fitFiltersToTemplate(view.attrs, template.attributes) });
  const regionParents = [null, ...view.regionPath];
  await Promise.all([
    search ? queryClient.prefetchQuery(searchListingsQueryOptions(tenant.retailKey, search)) : null,
    ...regionParents.map((parentId) => queryClient.prefetchQuery(regionChildrenQueryOptions(gameId, parentId))),
  ]);
};

/**
 * /pages/goodList?gameId=…: the listings of one game with kind, region, attribute, price and keyword filters,
 * sort, grid/row layout and pagination. Everything applied lives in the URL query (a link reproduces the view);
 * only what is being typed lives here until Search. The shell keeps this page mounted while the user looks at a
 * listing's detail, so nothing here is reset on mount except from the URL.
 */
export function GoodListPage() {
  const { t } = useTranslation();
  const list = useListSearch();
  const { view } = list;
  const compact = useIsMobile();
  const template = useGameTemplate(view.gameId);
  const heroSkins = useHeroSkins(view.gameId, template.isSuccess);
  const results = useListingSearch(useSearchOf(view, template.data?.attributes));
  const drafts = useFilterDrafts(view);
  const [sheetOpen, setSheetOpen] = useState(false);
  const formId = useId();
  const resultsTopId = useId();

  const crumbs = [{ label: t('menu.buy'), to: accountOrderPath('buy') }];
  if (view.gameId === null) {
    return (
      <PageFrame title={t('route.goodList')} trail={crumbs}>
        <NoGame />
      </PageFrame>
    );
  }
  if (template.isError) {
    const unknown = template.error instanceof ApiError && template.error.status === 404;
    return (
      <PageFrame title={t('route.goodList')} trail={crumbs}>
        {unknown ? <NoGame unknown /> : <TemplateLoadError template={template} />}
      </PageFrame>
    );
  }

  const applied = countAppliedFilters(view);
  const applyFilters = (filters: Partial<ListFilters>) => list.applyFilters(filters);
  const search = () => {
    const filters = drafts.read();
    if (!filters) return false;
    list.applyFilters(filters);
    setSheetOpen(false);
    return true;
  };
  const clear = () => {
    drafts.reset();
    list.clearFilters();
  };
  const changePage = (page: number, size: number) => {
    list.setPage(page, size);
    document.getElementById(resultsTopId)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const panel = (
    <FilterPanel
      mode={compact ? 'sheet' : 'inline'}
      formId={formId}
      gameId={view.gameId}
      view={view}
      template={template.data}
      heroSkins={heroSkins.data ?? []}
      drafts={drafts}
      onFilters={applyFilters}
      onSearch={search}
      onClear={clear}
    />
  );
  const count = results.data ? <ResultCount page={results.data} /> : null;

  return (
    <PageFrame title={template.data?.game.name ?? t('route.goodList')} trail={crumbs}>
      {compact ? null : panel}
      <div id={resultsTopId} className={styles.resultsArea}>
        <SortBar
          sort={view.sort}
          onSort={list.setSort}
          count={compact ? undefined : count}
          layout={compact ? undefined : view.layout}
          onLayout={list.setLayout}
          filtersButton={
            compact ? (
              <Button
                icon={<FilterOutlined aria-hidden />}
                onClick={() => setSheetOpen(true)}
                className={styles.filtersButton}
              >
                {applied > 0 ? t('goodList.filtersApplied', { n: applied }) : t('goodList.filters')}
              </Button>
            ) : null
          }
        />
        {compact && count ? (
          <p className={styles.compactCount} aria-live="polite">
            {count}
          </p>
        ) : null}
        <Results
          query={results}
          view={view}
          compact={compact}
          hasFilters={applied > 0}
          onPage={changePage}
          onClearFilters={clear}
        />
      </div>
      {compact ? (
        <Drawer
          placement="bottom"
          size="85%"
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title={t('goodList.filters')}
          footer={
            <div className={styles.sheetFooter}>
              <Button size="large" onClick={clear}>
                {t('goodList.clear')}
              </Button>
              <Button size="large" type="primary" htmlType="submit" form={formId}>
                {t('goodList.showResults')}
              </Button>
            </div>
          }
        >
          {panel}
        </Drawer>
      ) : null}
    </PageFrame>
  );
}
