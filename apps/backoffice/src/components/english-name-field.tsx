import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The optional English name beside a name in the shop's language (`nameEn`, or `titleEn` for a decoration title):
 * English visitors see it, and the shop's name while it is empty. Blank counts as empty (the server trims it).
 */
export function EnglishNameField({
  max,
  name = 'nameEn',
  kind = 'name',
}: {
  max: number;
  name?: string;
  kind?: 'name' | 'title';
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(kind === 'title' ? 'common.englishName.titleLabel' : 'common.englishName.label')}
      extra={t('common.englishName.hint')}
      rules={[{ max, message: t('common.englishName.tooLong', { max }) }]}
    >
      <Input maxLength={max} lang="en" />
    </Form.Item>
  );
}
