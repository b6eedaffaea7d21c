/**
 * The editor of rich fields: Tiptap over ProseMirror, in the content admin's lazy chunk only. Its
 * schema holds only what the site renders (paragraphs, h2/h3, lists, quotes, links, bold, italic), so
 * whatever Word or a web page puts on the clipboard (mso styles, <o:p>, fonts, colours) is dropped as
 * it is pasted. It is a convenience, not a guard: the server's sanitiser decides what is kept.
 */
import './prosemirror.css';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  lang: string;
  label: string;
  invalid: boolean;
  describedBy?: string | undefined;
}

type Tool = { id: string; run: (e: Editor) => void; active: (e: Editor) => boolean };

const TOOLS: Tool[] = [
  { id: 'bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { id: 'italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    id: 'h2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    id: 'h3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { id: 'bullets', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { id: 'numbers', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { id: 'quote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
];

/** What the form stores: the editor's HTML, or nothing for an empty document (so "required" still works). */
const htmlOf = (e: Editor) => (e.isEmpty ? '' : e.getHTML());

/**
 * Tiptap destroys an editor that React has not mounted within a millisecond and makes a new one on mount
 * (its EditorInstanceManager). A routed page renders in a transition, which React may pause longer than
 * that, so between render and mount the editor can be null or destroyed, its schema gone: it is used only
 * while alive.
 */
const alive = (e: Editor | null): e is Editor => e !== null && !e.isDestroyed;

export default function RichTextEditor({ value, onChange, lang, label, invalid, describedBy }: RichTextEditorProps) {
  const intl = useIntl();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    // Tiptap's own stylesheet would be a <style> element, which the CSP (style-src 'self') refuses:
    // the same rules ship in prosemirror.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        lang,
        class: 'rich-editor-area',
        'data-testid': `rich-editor-${lang}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });
  // A draft restored or a form reset changes the value from outside: the document follows it.
  useEffect(() => {
    if (alive(editor) && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }): Record<string, boolean> =>
      alive(e) ? Object.fromEntries(TOOLS.map((t) => [t.id, t.active(e)])) : {},
  });

  function link() {
    if (!alive(editor)) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(intl.formatMessage({ id: 'content.rich.linkPrompt' }), previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    void (href.trim() ? chain.setLink({ href: href.trim() }).run() : chain.unsetLink().run());
  }

  return (
    <div className={`rich-editor${invalid ? ' rich-editor-invalid' : ''}`}>
      <div role="toolbar" aria-label={intl.formatMessage({ id: 'content.rich.toolbar' })} className="rich-toolbar">
        {TOOLS.map((t) => (
          <button
            key={t.id}
            type="button"
            className="btn btn-secondary"
            aria-pressed={active[t.id] ?? false}
            disabled={!alive(editor)}
            onClick={() => alive(editor) && t.run(editor)}
          >
            {intl.formatMessage({ id: `content.rich.tool.${t.id}` })}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={alive(editor) && editor.isActive('link')}
          disabled={!alive(editor)}
          onClick={link}
        >
          {intl.formatMessage({ id: 'content.rich.tool.link' })}
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
