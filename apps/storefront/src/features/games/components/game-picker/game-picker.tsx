import { ReloadOutlined } from '@ant-design/icons';
import type { Game, GameType } from '@gs/shared/games';
import { Button, Empty, Input } from 'antd';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { useGames } from '../../../../lib/get-games';
import { availableInitials, chooseGameType, filterGames, INITIALS } from '../../utils/game-filter';
import { GameGrid } from './game-grid';
import styles from './game-picker.module.css';
import { InitialBar } from './initial-bar';

const gameTypes: GameType[] = ['mobile', 'pc'];

/** What the picker is narrowed to; the holder keeps it (in the URL, or in state). Null/empty means "any". */
export interface GamePickerFilter {
  /** The tab asked for (`mobile`, `pc`); otherwise the first tab with a match. */
  type: string | null;
  /** A–Z or `#`. */
  initial: string | null;
  text: string;
}

export type GamePickerChange = Partial<Record<'type' | 'initial' | 'searchText', string | null>>;

interface GamePickerProps {
  label: string;
  /** A sentence for screen readers on what picking a game does. */
  hint?: string;
  filter: GamePickerFilter;
  onFilterChange: (changes: GamePickerChange) => void;
  /** Where a game leads (its product list when buying, the sell page when selling). */
  hrefOf: (game: Game) => string;
  showCounts: boolean;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The A–Z game picker: mobile / PC tabs, a filter text, the initial bar and the game tiles. The account market
 * keeps its filter in the URL; the sell page in its state.
 */
export function GamePicker({ label, hint, filter, onFilterChange, hrefOf, showCounts, onOpen }: GamePickerProps) {
  const { t } = useTranslation();
  const games = useGames();
  const list = games.data ?? [];
  const type = chooseGameType(list, filter.type, filter.text);
  const requestedInitial = filter.initial?.toUpperCase() ?? null;
  const initial = INITIALS.some((letter) => letter === requestedInitial) ? requestedInitial : null;
  const shown = filterGames(list, { type, initial, text: filter.text });
  const [typed, setTyped] = useState(filter.text);
  useEffect(() => setTyped(filter.text), [filter.text]);

  return (
    <section className={styles.panel} aria-label={label}>
      {hint ? <p className="visually-hidden">{hint}</p> : null}
      <div className={styles.toolbar}>
        <div role="tablist" aria-label={t('gamePicker.types')} className={styles.tabs}>
          {gameTypes.map((gameType) => (
            <button
              key={gameType}
              type="button"
              role="tab"
              aria-selected={gameType === type}
              className={styles.tab}
              onClick={() => onFilterChange({ type: gameType, initial: null })}
            >
              {t(`gamePicker.type.${gameType}`)}
            </button>
          ))}
        </div>
        <Input.Search
          className={styles.search}
          aria-label={t('gamePicker.filter')}
          placeholder={t('gamePicker.filterPlaceholder')}
          value={typed}
          maxLength={40}
          allowClear
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) onFilterChange({ searchText: null });
          }}
          onSearch={(value) => onFilterChange({ searchText: value.trim() || null, initial: null, type: null })}
        />
      </div>
      <InitialBar
        value={initial}
        available={availableInitials(list, type, filter.text)}
        onChange={(letter) => onFilterChange({ initial: letter })}
      />
      {games.isPending ? (
        <div className={styles.gridSkeleton} role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : games.isError ? (
        <ErrorState
          title={t('gamePicker.loadFailed')}
          action={
            <Button icon={<ReloadOutlined />} loading={games.isFetching} onClick={() => void games.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <Empty description={filter.text ? t('gamePicker.noMatch', { text: filter.text }) : t('gamePicker.none')}>
          {filter.text || initial ? (
            <Button onClick={() => onFilterChange({ searchText: null, initial: null })}>
              {t('gamePicker.showAll')}
            </Button>
          ) : null}
        </Empty>
      ) : (
        <GameGrid games={shown} hrefOf={hrefOf} showCounts={showCounts} onOpen={onOpen ?? (() => {})} />
      )}
    </section>
  );
}
