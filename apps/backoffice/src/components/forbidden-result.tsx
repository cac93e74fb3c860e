import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';

/** 403: the screen exists but the signed-in staff member's roles do not open it. */
export function ForbiddenResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.home)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
