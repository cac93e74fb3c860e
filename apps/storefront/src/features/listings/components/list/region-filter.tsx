import type { GameType, RegionKind } from '@gs/shared/games';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionChildren } from '../../api/get-region-children';
import { REGION_DEPTH_MAX } from '../../utils/list-search-params';
import { ChipChoices } from './chips';
import { FilterRow } from './filter-row';
import styles from './list-filters.module.css';

/** Levels with more nodes than this are a searchable select instead of chips. */
const CHIPS_MAX = 12;

const levelKinds: Record<GameType, RegionKind[]> = {
  mobile: ['system', 'operator', 'region', 'server'],
  pc: ['region', 'server'],
};

interface LevelProps {
  gameId: number;
  gameType: GameType | undefined;
  depth: number;
  path: number[];
  onChange: (path: number[]) => void;
}

/** One level of the tree: the children of the node chosen one level up; then the next level, if it has one. */
function RegionLevel({ gameId, gameType, depth, path, onChange }: LevelProps) {
  const { t } = useTranslation();
  const parentId = depth === 0 ? null : (path[depth - 1] ?? null);
  // Asked once the game's template has answered (its type known): a game that does not exist costs one 404, not one
  // per filter.
  const nodes = useRegionChildren(gameId, parentId, gameType !== undefined);
  const selectedId = path[depth] ?? null;
  const kind = nodes.data?.[0]?.kind ?? (gameType ? levelKinds[gameType][depth] : undefined);
  const label = kind ? t(`goodList.regionKinds.${kind}`) : t('goodList.region');
  // Choosing a node (or "All") clears the levels below it.
  const choose = (id: number | null) => onChange(id === null ? path.slice(0, depth) : [...path.slice(0, depth), id]);

  if (nodes.isSuccess && nodes.data.length === 0) return null;
  let body: React.ReactNode;
  if (nodes.isPending) body = <span className={styles.hint}>{t('common.loading')}</span>;
  else if (nodes.isError)
    body = (
      <>
        <span className={styles.hint}>{t('goodList.regionLoadFailed')}</span>
        <Button size="small" type="link" onClick={() => void nodes.refetch()}>
          {t('common.retry')}
        </Button>
      </>
    );
  else if (nodes.data.length <= CHIPS_MAX)
    body = (
      <ChipChoices
        allLabel={t('goodList.all')}
        multiple={false}
        selected={selectedId === null ? [] : [selectedId]}
        options={nodes.data.map((node) => ({ value: node.id, label: node.name }))}
        onChange={(selected) => choose(selected[0] ?? null)}
      />
    );
  else
    body = (
      <Select
        className={styles.select}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        aria-label={label}
        placeholder={t('goodList.all')}
        value={selectedId ?? undefined}
        options={nodes.data.map((node) => ({ value: node.id, label: node.name }))}
        onChange={(value: number | undefined) => choose(value ?? null)}
      />
    );

  const selected = nodes.data?.find((node) => node.id === selectedId);
  return (
    <>
      <FilterRow label={label}>{body}</FilterRow>
      {selected?.hasChildren && depth + 1 < REGION_DEPTH_MAX ? (
        <RegionLevel gameId={gameId} gameType={gameType} depth={depth + 1} path={path} onChange={onChange} />
      ) : null}
    </>
  );
}

/**
 * The region pickers, walking the game's tree level by level: system → operator → region → server for mobile
 * games, region → server for PC games. Each level appears once its parent is chosen.
 */
export function RegionFilter({
  gameId,
  gameType,
  path,
  onChange,
}: {
  gameId: number;
  gameType: GameType | undefined;
  path: number[];
  onChange: (path: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-label={t('goodList.region')} className={styles.regionGroup}>
      <RegionLevel gameId={gameId} gameType={gameType} depth={0} path={path} onChange={onChange} />
    </fieldset>
  );
}
