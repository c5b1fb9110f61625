import { ACCEPTED_IMAGE_TYPES } from '@common/uploads';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Notice } from '@web/components/ui/notice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { type Translator, useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import { History, LoaderCircle } from 'lucide-react';
import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { previewMarkdown } from '../api/preview-markdown';
import { uploadImage } from '../api/upload-image';
import { applyMark, imageMarkdown, insertBlock, type MarkName, type MarkWords, type TextEdit } from '../lib/markdown-marks';
import { useWriteupDraft } from '../lib/use-writeup-draft';
import { WriteupHtml } from './writeup-html';
import { MARK_SHORTCUTS, WriteupToolbar } from './writeup-toolbar';

interface WriteupEditorProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** The limit the server enforces (common/): the count turns red past it. */
  maxLength: number;
  /** Where the unsaved draft is kept in this browser, e.g. `project:<id>`. */
  draftKey: string;
  /** The text as last saved; a kept draft equal to it is no draft. */
  savedValue: string;
  /** Paste, drop or pick images into the text (uploaded to this site). */
  allowImages?: boolean;
  placeholder?: string;
  rows?: number;
  error?: string | undefined;
}

const isImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

/** What a mark puts in when nothing is selected, in the writer's language. */
const placeholderWords = (t: Translator['t']): MarkWords => ({
  bold: t('writeup.placeholder.bold'),
  italic: t('writeup.placeholder.italic'),
  code: t('writeup.placeholder.code'),
  link: t('writeup.placeholder.link'),
});

/**
 * A Markdown editor (decision 0030): Write and Preview tabs (the preview is the server's own
 * rendering), a toolbar with shortcuts, images pasted, dropped or picked are uploaded and linked,
 * a count against the limit, and the draft kept in the browser until it is saved.
 */
export function WriteupEditor(props: WriteupEditorProps) {
  const { id, label, hint, value, onChange, maxLength, draftKey, savedValue, allowImages = false, placeholder, rows = 10, error } = props;
  const { t } = useI18n();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Uploads finish after more typing: they insert into the text as it is then.
  const latest = useRef(value);
  latest.current = value;
  const draft = useWriteupDraft(draftKey, value, savedValue);
  const preview = useQuery({
    queryKey: ['writeup-preview', value],
    queryFn: () => previewMarkdown(value),
    enabled: tab === 'preview' && value.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const apply = (edit: TextEdit) => {
    onChange(edit.text);
    // After React has put the new text in: the selection the edit asks for, focus kept.
    requestAnimationFrame(() => {
      const element = textarea.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const current = (): TextEdit => {
    const element = textarea.current;
    const text = latest.current;
    return { text, selectionStart: element?.selectionStart ?? text.length, selectionEnd: element?.selectionEnd ?? text.length };
  };
  const mark = (name: MarkName) => apply(applyMark(current(), name, placeholderWords(t)));

  const uploadImages = async (files: File[]) => {
    const images = files.filter(isImage);
    if (images.length === 0) {
      setUploadError(t('writeup.onlyImages'));
      return;
    }
    setUploadError(null);
    setUploading((count) => count + images.length);
    for (const file of images) {
      try {
        const { url } = await uploadImage(file);
        apply(insertBlock(current(), imageMarkdown(file.name, url, t('writeup.placeholder.image'))));
      } catch (failure) {
        setUploadError(apiErrorMessage(failure, t('writeup.imageFailed', { name: file.name })));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (!allowImages || files.length === 0) return;
    event.preventDefault();
    void uploadImages(files);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = [...event.dataTransfer.files];
    if (!allowImages || files.length === 0) return;
    event.preventDefault();
    void uploadImages(files);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const shortcut = MARK_SHORTCUTS[event.key.toLowerCase()];
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || !shortcut) return;
    event.preventDefault();
    mark(shortcut);
  };

  const countId = `${id}-count`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const over = value.length > maxLength;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {draft.restorable !== null ? (
        <Notice tone="info" role="status" className="items-center">
          <History aria-hidden="true" />
          <p className="min-w-0 flex-1">{t('writeup.draftFound')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => { onChange(draft.restorable ?? value); draft.settle(); }}>
              {t('writeup.restore')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={draft.discard}>
              {t('writeup.discard')}
            </Button>
          </div>
        </Notice>
      ) : null}
      <Tabs value={tab} onValueChange={(next) => setTab(next as 'write' | 'preview')} className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList aria-label={t('writeup.tabs')}>
            <TabsTrigger value="write">{t('writeup.write')}</TabsTrigger>
            <TabsTrigger value="preview">{t('writeup.preview')}</TabsTrigger>
          </TabsList>
          {tab === 'write' ? <WriteupToolbar onMark={mark} onAddImage={allowImages ? () => fileInput.current?.click() : undefined} imageBusy={uploading > 0} /> : null}
        </div>
        <TabsContent value="write" tabIndex={-1} className="flex flex-col gap-2">
          <Textarea
            ref={textarea}
            id={id}
            rows={rows}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            onPaste={onPaste}
            onDrop={onDrop}
            onKeyDown={onKeyDown}
            aria-invalid={error || over ? true : undefined}
            aria-describedby={[errorId, hintId, countId].filter(Boolean).join(' ')}
            className="min-h-40 font-mono text-sm leading-relaxed"
          />
          {allowImages ? (
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              multiple
              hidden
              onChange={(event) => {
                void uploadImages([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="preview" className="min-h-40 rounded-lg border border-border p-4">
          {value.trim() === '' ? (
            <p className="text-sm text-muted-foreground">{t('writeup.nothingToPreview')}</p>
          ) : preview.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> {t('writeup.rendering')}
            </p>
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-destructive-text">
              {apiErrorMessage(preview.error, t('writeup.previewFailed'))}
            </p>
          ) : (
            <WriteupHtml html={preview.data.html} />
          )}
        </TabsContent>
      </Tabs>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
        <div className="flex min-w-0 flex-col gap-1">
          {hint ? <p id={hintId} className="text-muted-foreground">{hint}</p> : null}
          {uploading > 0 ? (
            <p role="status" className="flex items-center gap-1.5 text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" /> {t('writeup.uploading', { count: uploading })}
            </p>
          ) : null}
          {uploadError ? <p role="alert" className="font-medium text-destructive-text">{uploadError}</p> : null}
          {error ? <p id={errorId} className="text-sm font-medium text-destructive-text">{error}</p> : null}
        </div>
        <p id={countId} className={cn('tabular-nums text-muted-foreground', over && 'font-medium text-destructive-text')}>
          {t('writeup.count', { count: value.length, max: maxLength })}
        </p>
      </div>
    </div>
  );
}
