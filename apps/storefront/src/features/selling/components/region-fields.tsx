import type { GameType } from '@gs/shared/games';
import type { SellingRegionOption } from '@gs/shared/selling-regions';
import { Alert, Button, Form, type FormInstance, type FormRule, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellingAreas, useSellingOperators, useSellingServers } from '../api/get-selling-regions';
import type { ConsignmentFormValues } from '../utils/consignment-draft';

/** The fields the region pickers keep in a selling form. */
export type RegionFormValues = Pick<
  ConsignmentFormValues,
  'operatorId' | 'areaId' | 'serverId' | 'regionNodeId' | 'regionPath'
>;

interface RegionFieldsProps {
  form: FormInstance<RegionFormValues>;
  gameId: number;
  gameType: GameType;
  /** Tells the form which picker is the last one shown (server field errors on the region land there). */
  onLastFieldChange: (field: 'areaId' | 'serverId') => void;
  /** The region may be left out (quick recycle); a path is sent only when it is picked down to its end. */
  optional?: boolean;
}

function toOptions(list: SellingRegionOption[] | undefined) {
  return (list ?? []).map((option) => ({ value: option.id, label: option.name }));
}

function pathOf(option: SellingRegionOption | undefined) {
  return option ? option.path.map(({ id, name }) => ({ id, name })) : [];
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('consignment.region.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** One level's picker: a searchable select of that level's options, required unless the region is optional. */
function RegionSelect({
  name,
  label,
  rules,
  loading,
  options,
  onChange,
}: {
  name: 'operatorId' | 'areaId' | 'serverId';
  label: string;
  rules: FormRule[];
  loading: boolean;
  options: SellingRegionOption[] | undefined;
  onChange: (option: SellingRegionOption | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={rules} validateTrigger="onChange">
      <Select<number>
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('consignment.region.choose')}
        options={toOptions(options)}
        onChange={(value) => onChange(options?.find((option) => option.id === value))}
      />
    </Form.Item>
  );
}

/**
 * The region pickers, chained: operator (mobile games: system and channel) → area → server. PC games, and games
 * without operators, start at the area. Choosing a level clears the levels below; the path picked last is kept
 * in the form (`regionNodeId`, `regionPath`) for the request and the review.
 */
export function RegionFields({ form, gameId, gameType, onLastFieldChange, optional = false }: RegionFieldsProps) {
  const { t } = useTranslation();
  const operatorId = Form.useWatch('operatorId', form) ?? null;
  const areaId = Form.useWatch('areaId', form) ?? null;
  const mobile = gameType === 'mobile';
  const operators = useSellingOperators(gameId, mobile);
  const hasOperators = mobile && (operators.data?.length ?? 0) > 0;
  const areasReady = !mobile || (operators.isSuccess && (!hasOperators || operatorId !== null));
  const areas = useSellingAreas(gameId, hasOperators ? operatorId : null, areasReady);
  const area = areas.data?.find((option) => option.id === areaId);
  const servers = useSellingServers(area?.hasChildren ? area.id : null);
  const showServers = area?.hasChildren === true;

  useEffect(() => onLastFieldChange(showServers ? 'serverId' : 'areaId'), [showServers, onLastFieldChange]);

  const setPath = (node: SellingRegionOption | undefined, complete: boolean) =>
    form.setFieldsValue({ regionNodeId: complete && node ? node.id : null, regionPath: pathOf(node) });

  const required = (message: string): FormRule[] => (optional ? [] : [{ required: true, message }]);

  return (
    <>
      <Form.Item name="regionNodeId" hidden>
        <input type="hidden" />
      </Form.Item>
      <Form.Item name="regionPath" hidden>
        <input type="hidden" />
      </Form.Item>
      {mobile && operators.isError ? <LoadFailed onRetry={() => void operators.refetch()} /> : null}
      {hasOperators || (mobile && operators.isPending) ? (
        <RegionSelect
          name="operatorId"
          label={t('consignment.region.operator')}
          rules={required(t('consignment.region.operatorRequired'))}
          loading={operators.isPending}
          options={operators.data}
          onChange={(chosen) => {
            form.setFieldsValue({ areaId: undefined, serverId: undefined });
            setPath(chosen, false);
          }}
        />
      ) : null}
      {areas.isError ? <LoadFailed onRetry={() => void areas.refetch()} /> : null}
      {areasReady && (areas.isPending || (areas.data?.length ?? 0) > 0) ? (
        <RegionSelect
          name="areaId"
          label={t('consignment.region.area')}
          rules={required(t('consignment.region.areaRequired'))}
          loading={areas.isPending}
          options={areas.data}
          onChange={(chosen) => {
            form.setFieldsValue({ serverId: undefined });
            setPath(chosen, chosen?.hasChildren === false);
          }}
        />
      ) : null}
      {servers.isError ? <LoadFailed onRetry={() => void servers.refetch()} /> : null}
      {showServers ? (
        <RegionSelect
          name="serverId"
          label={t('consignment.region.server')}
          rules={required(t('consignment.region.serverRequired'))}
          loading={servers.isPending}
          options={servers.data}
          onChange={(chosen) => setPath(chosen, true)}
        />
      ) : null}
    </>
  );
}
