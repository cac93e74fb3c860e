import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Space, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadNoticeImage } from '../api/notices';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  /** The HTML (a form control's value). */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * A notice's rich text as a form control (TipTap): paragraphs, headings, bold, italic, lists, links, quotes and
 * images uploaded through the shop's upload call. It writes HTML; the server sanitises it again before storing.
 */
export function RichTextEditor({ value = '', onChange, id, 'aria-label': ariaLabel }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image],
    content: value,
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      undo: current?.can().undo() ?? false,
      redo: current?.can().redo() ?? false,
    }),
  });

  const insertImage = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadNoticeImage(file);
      editor
        ?.chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      void message.error(describeError(error, t));
    } finally {
      setUploading(false);
    }
  };

  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled || !editor}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3, active: boolean) => (
    <Tooltip title={t(`notices.editor.h${level}`)}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={t(`notices.editor.h${level}`)}
        aria-pressed={active}
        onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
      >
        H{level}
      </Button>
    </Tooltip>
  );

  return (
    <div className={styles.frame}>
      <Space wrap size={2} className={styles.toolbar} role="toolbar" aria-label={t('notices.editor.toolbar')}>
        {tool(t('notices.editor.bold'), <BoldOutlined />, state?.bold ?? false, () =>
          editor?.chain().focus().toggleBold().run(),
        )}
        {tool(t('notices.editor.italic'), <ItalicOutlined />, state?.italic ?? false, () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {heading(2, state?.h2 ?? false)}
        {heading(3, state?.h3 ?? false)}
        {tool(t('notices.editor.bullet'), <UnorderedListOutlined />, state?.bullet ?? false, () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {tool(t('notices.editor.ordered'), <OrderedListOutlined />, state?.ordered ?? false, () =>
          editor?.chain().focus().toggleOrderedList().run(),
        )}
        <Tooltip title={t('notices.editor.image')}>
          <Button
            size="small"
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('notices.editor.image')}
            loading={uploading}
            disabled={!editor}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        {tool(
          t('notices.editor.undo'),
          <UndoOutlined />,
          false,
          () => editor?.chain().focus().undo().run(),
          !state?.undo,
        )}
        {tool(
          t('notices.editor.redo'),
          <RedoOutlined />,
          false,
          () => editor?.chain().focus().redo().run(),
          !state?.redo,
        )}
      </Space>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label={t('notices.editor.image')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
