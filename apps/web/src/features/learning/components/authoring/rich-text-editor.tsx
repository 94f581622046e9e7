import { useEffect, useId, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import classes from './authoring.module.css';

type Props = {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * A lesson text: headings, emphasis, lists, links, quotes and code (what the server's sanitiser keeps, ADR 0033).
 * The editable area is a labelled multi-line text box; it carries the form's `data-path` so a failed submit
 * focuses it.
 */
export function RichTextField({ label, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('course-authoring');
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Its name, state and error as attributes of the editable element (set after creation: they change).
  useEffect(() => {
    editor?.setOptions({
      editable: !disabled,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'data-path': 'body',
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, disabled, error, labelId, errorId]);

  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    strikeControlLabel: t('editor.strike'),
    codeControlLabel: t('editor.code'),
    h2ControlLabel: t('editor.h2'),
    h3ControlLabel: t('editor.h3'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.blockquote'),
    codeBlockControlLabel: t('editor.codeBlock'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
    linkEditorInputLabel: t('editor.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('editor.linkNewTab'),
    linkEditorInternalLink: t('editor.linkSameTab'),
    linkEditorSave: t('editor.linkSave'),
  };

  return (
    <div>
      <Input.Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      <MantineEditor editor={editor} labels={labels} className={classes.editor}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Strikethrough />
            <MantineEditor.Code />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.CodeBlock />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
