import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// antd's pickers name months and weekdays through dayjs: its Chinese locale has to be loaded for a Chinese calendar.
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import styles from './selling.module.css';

/** The stored form of a date attribute (`2021-03-04`), as the API and the drafts keep it. */
const DATE_FORMAT = 'YYYY-MM-DD';

function dayjsLocaleOf(language: string): string {
  return language.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';
}

/**
 * A date attribute (registration date…) picked on antd's themed calendar in the user's language, held as
 * `YYYY-MM-DD` text like the native date field it replaces. On phones the field opens the calendar without the
 * keyboard.
 */
export function DateAttributeInput({
  id,
  value,
  onChange,
  onBlur,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const locale = dayjsLocaleOf(i18n.language);
  const parsed = value ? dayjs(value) : null;
  const shown: Dayjs | null = parsed?.isValid() ? parsed.locale(locale) : null;
  return (
    <DatePicker
      id={id}
      className={styles.number}
      value={shown}
      format={DATE_FORMAT}
      inputReadOnly={mobile}
      placeholder={t('consignment.attr.datePlaceholder')}
      onChange={(day) => onChange?.(day ? day.format(DATE_FORMAT) : undefined)}
      onBlur={onBlur}
    />
  );
}
