import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPhotoPlus } from '../../../ui/icons/IconPhotoPlus.ts';
import { InsertImageDialog } from './InsertImageDialog.tsx';

export interface RichEditorProps {
  value: string;
  label: string;
  invalid: boolean;
  onChange(html: string): void;
  /** Shows the text as the editor lays it out, without a toolbar or editing (a kept version). */
  readOnly?: boolean;
}

/**
 * The post body editor. Loaded lazily by the post dialog so tiptap stays out of the public
 * bundle. Its tags are exactly what the server's sanitiser keeps.
 */
export default function RichEditor({ value, label, invalid, onChange, readOnly = false }: RichEditorProps) {
  const { t } = useTranslation('admin');
  // The image dialog, open with the file dropped or pasted into the text (and where it was dropped),
  // or empty from the toolbar; the image then goes where it was dropped, else after the selection.
  const [inserting, setInserting] = useState<{ file: File | null; at: number | null } | null>(null);
  const takeImage = (files: FileList | null | undefined, at: number | null = null): boolean => {
    const file = Array.from(files ?? []).find((candidate) => candidate.type.startsWith('image/'));
    if (!file) return false;
    setInserting({ file, at });
    return true;
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer' } }),
      // Only src and alt are kept: the server gives each image its sizes when the post is saved.
      Image,
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-invalid': String(invalid),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-readonly': String(readOnly),
      },
      // A dropped or pasted image goes through the same dialog, which asks for its alt text.
      handlePaste: (_view, event) => takeImage(event.clipboardData?.files),
      handleDrop: (view, event) =>
        takeImage(event.dataTransfer?.files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null),
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <RichTextEditor editor={editor} style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
      {!readOnly && (
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => setInserting({ file: null, at: null })}
              aria-label={t('posts.image.open')}
              title={t('posts.image.open')}
            >
              <IconPhotoPlus size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content mih={readOnly ? undefined : 220} />
      {!readOnly && (
        <InsertImageDialog
          opened={inserting !== null}
          file={inserting?.file ?? null}
          onClose={() => setInserting(null)}
          onInsert={(image) => {
            if (!editor) return;
            const at = inserting?.at ?? editor.state.selection.to;
            editor.chain().focus().insertContentAt(at, { type: 'image', attrs: image }).run();
          }}
        />
      )}
    </RichTextEditor>
  );
}
