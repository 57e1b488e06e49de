import {
  FileField,
  FileInput,
  FunctionField,
  ImageField,
  ImageInput,
  useRecordContext,
  useTranslate,
  type FileInputProps,
  type ImageInputProps,
} from 'react-admin';
import { fileValue } from '../uploads';
import { storageUrl } from '../http';

/** An image stored under /storage/: upload a new one (sent first to /api/admin/uploads), see the current one. */
export function StoredImageInput(props: Omit<ImageInputProps, 'children'>) {
  return (
    <ImageInput accept={{ 'image/*': [] }} format={fileValue} placeholder={<UploadHint kind="image" />} {...props}>
      <ImageField source="src" title="title" sx={{ '& img': { maxWidth: 240, maxHeight: 160, objectFit: 'contain' } }} />
    </ImageInput>
  );
}

/** An audio file stored under /storage/, with a player for the current one. */
export function StoredAudioInput(props: Omit<FileInputProps, 'children'>) {
  return (
    <FileInput accept={{ 'audio/*': [] }} format={fileValue} placeholder={<UploadHint kind="audio" />} {...props}>
      <AudioPreview />
    </FileInput>
  );
}

function UploadHint({ kind }: { kind: 'image' | 'audio' }) {
  const translate = useTranslate();
  return <p>{translate(`admin.upload.${kind}`)}</p>;
}

function AudioPreview() {
  const record = useRecordContext<{ src?: string; title?: string }>();
  if (!record?.src) return null;
  return (
    <div>
      <audio controls src={record.src} preload="none" />
      <FileField source="src" title="title" />
    </div>
  );
}

/** A thumbnail of a stored image in a list. */
export function StoredThumb({ source, label }: { source: string; label?: string }) {
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={false}
      render={(record: Record<string, unknown>) => {
        const src = storageUrl(record[source] as string | null);
        return src ? <img src={src} alt="" style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4 }} /> : null;
      }}
    />
  );
}
