import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bold, Heading3, Italic, Link2, List, ListOrdered, Pilcrow, Quote, Underline } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { visibleTextLength } from '@padosi/shared/rich-text';

interface EditorProps {
  id: string;
  labelId: string;
  describedBy?: string;
  initialHtml: string;
  maxChars: number;
  invalid?: boolean;
  onChange: (html: string) => void;
  placeholder?: string;
}

const TOOLS = [
  { label: msg`Bold`, Icon: Bold, run: () => document.execCommand('bold') },
  { label: msg`Italic`, Icon: Italic, run: () => document.execCommand('italic') },
  { label: msg`Underline`, Icon: Underline, run: () => document.execCommand('underline') },
  { label: msg`Heading`, Icon: Heading3, run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: msg`Paragraph`, Icon: Pilcrow, run: () => document.execCommand('formatBlock', false, 'p') },
  { label: msg`Bulleted list`, Icon: List, run: () => document.execCommand('insertUnorderedList') },
  { label: msg`Numbered list`, Icon: ListOrdered, run: () => document.execCommand('insertOrderedList') },
  { label: msg`Quote`, Icon: Quote, run: () => document.execCommand('formatBlock', false, 'blockquote') },
  {
    label: msg`Link`,
    Icon: Link2,
    run: () => {
      const url = window.prompt(t`Link address (https://…, mailto: or tel:)`);
      if (url && /^(https?:\/\/|mailto:|tel:)/i.test(url.trim())) document.execCommand('createLink', false, url.trim());
    },
  },
];

/**
 * A small rich-text editor (provider long descriptions, CMS pages): bold, italic, underline, a heading, lists, quotes and links.
 * Pasted content arrives as plain text; typing stops at the limit, which counts visible characters (as the server
 * does after sanitising the HTML with the same allow-list).
 */
export function RichTextEditor({ id, labelId, describedBy, initialHtml, maxChars, invalid, onChange, placeholder }: EditorProps) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
    // Only the first value: afterwards the editor owns its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const emit = () => onChange(ref.current?.innerHTML ?? '');
  return (
    <div
      className={`overflow-hidden rounded-xl border bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
    >
      <div role="toolbar" aria-label={t`Formatting`} aria-controls={id} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
        {TOOLS.map(({ label, Icon, run }) => (
          <button
            key={label.id}
            type="button"
            aria-label={i18n._(label)}
            title={i18n._(label)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-slate-900"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              run();
              emit();
            }}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder ?? t`Describe your services, experience, timings…`}
        className="rich-text min-h-40 px-3.5 py-3 text-base focus:outline-none sm:text-sm empty:before:text-slate-400 empty:before:content-[attr(data-placeholder)]"
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
        onBeforeInput={(e) => {
          const type = (e.nativeEvent as InputEvent).inputType ?? '';
          if (type.startsWith('insert') && visibleTextLength(ref.current?.innerHTML ?? '') >= maxChars) e.preventDefault();
        }}
        onPaste={(e) => {
          e.preventDefault();
          const room = maxChars - visibleTextLength(ref.current?.innerHTML ?? '');
          const text = e.clipboardData.getData('text/plain').slice(0, Math.max(0, room));
          if (text) document.execCommand('insertText', false, text);
        }}
      />
    </div>
  );
}
