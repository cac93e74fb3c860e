import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageFrame } from '../../../components/page-frame';
import { accountOrderPath } from '../../../lib/paths';
import styles from './catalogue-pages.module.css';

/**
 * /pages/goodList (product list). The catalogue issue fills in filters and listings. Its state already lives
 * where theirs will: the applied filters in the URL query, the keyword being typed in component state. The
 * layout keeps this page alive when the user comes back from the product detail, so both survive that trip.
 */
export function GoodListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const keywordId = useId();
  const opened = [...params.entries()];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const text = keyword.trim();
        if (text) next.set('keyword', text);
        else next.delete('keyword');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame title={t('route.goodList')} trail={[{ label: t('menu.buy'), to: accountOrderPath('buy') }]}>
      <section className={styles.filters} aria-label={t('catalogue.filters')}>
        <div className={styles.opened}>
          <span>{t('catalogue.openedWith')}</span>
          {opened.length > 0 ? (
            <ul className={styles.opened}>
              {opened.map(([name, value]) => (
                <li key={`${name}=${value}`} className={styles.param}>
                  {name}={value}
                </li>
              ))}
            </ul>
          ) : (
            <span>{t('catalogue.noFilters')}</span>
          )}
        </div>
        <form className={styles.keywordForm} onSubmit={apply}>
          <div className={styles.field}>
            <label htmlFor={keywordId}>{t('catalogue.keyword')}</label>
            <Input
              id={keywordId}
              value={keyword}
              maxLength={50}
              allowClear
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
          <Button type="primary" htmlType="submit">
            {t('catalogue.applyFilter')}
          </Button>
        </form>
      </section>
      <ComingSoon title={t('placeholder.title')} description={t('placeholder.goodList')} />
    </PageFrame>
  );
}
