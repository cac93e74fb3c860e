import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { HOT_SEARCH_LENGTH_MAX, HOT_SEARCHES_MAX } from '@gs/shared/staff-settings';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The words under the storefront's search box, in the shop's language (`hotSearches`) or in English
 * (`hotSearchesEn`: what English readers see; none shows them the shop's, game names in English).
 */
export function HotSearchesField({ name }: { name: 'hotSearches' | 'hotSearchesEn' }) {
  const { t } = useTranslation();
  const english = name === 'hotSearchesEn';
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <Form.Item
          label={t(english ? 'settings.shop.hotSearchesEn' : 'settings.shop.hotSearches')}
          extra={t(english ? 'settings.shop.hotSearchesEnHint' : 'settings.shop.hotSearchesHint')}
        >
          <Space wrap>
            {fields.map((field, index) => (
              <Space.Compact key={field.key}>
                <Form.Item
                  name={field.name}
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('settings.shop.hotSearchRequired') }]}
                >
                  <Input
                    maxLength={HOT_SEARCH_LENGTH_MAX}
                    lang={english ? 'en' : undefined}
                    aria-label={t(english ? 'settings.shop.hotSearchNEn' : 'settings.shop.hotSearchN', {
                      n: index + 1,
                    })}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t(english ? 'settings.shop.removeHotSearchEn' : 'settings.shop.removeHotSearch', {
                    n: index + 1,
                  })}
                  onClick={() => remove(field.name)}
                />
              </Space.Compact>
            ))}
            {fields.length < HOT_SEARCHES_MAX ? (
              <Button icon={<PlusOutlined />} onClick={() => add('')}>
                {t(english ? 'settings.shop.addHotSearchEn' : 'settings.shop.addHotSearch')}
              </Button>
            ) : null}
          </Space>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
