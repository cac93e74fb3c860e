import { describeError } from '@gs/web/error-message';
import { HttpError } from '@gs/web/http-error';
import { Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findImageFileProblem, MAX_IMAGE_MEGABYTES } from '../lib/upload-image';

export interface UploadingImage {
  uid: string;
  name: string;
  percent: number;
}

export interface ImageListUploadOptions {
  /** The uploaded images (URLs or private references), in order: the form control's value. */
  value: string[] | undefined;
  onChange: ((items: string[]) => void) | undefined;
  max: number;
  /** Uploads one picked file and answers what goes into the list for it. */
  upload: (file: File, options: { signal: AbortSignal; onProgress: (percent: number) => void }) => Promise<string>;
  /** "At most N", when more files are picked than there is room for. */
  tooManyMessage: string;
  /** The message of a failed upload. */
  failedMessage: (name: string, reason: string) => string;
}

/**
 * The state of a control over a list of uploaded images: each file uploaded as soon as it is picked (several at
 * once), with progress per file, checked for type and size first, aborted when the control goes away. Answers the
 * list, the uploads running, the problem to show, the room left, `change` (remove, reorder) and the props of
 * antd's Upload.
 */
export function useImageListUpload({
  value,
  onChange,
  max,
  upload,
  tooManyMessage,
  failedMessage,
}: ImageListUploadOptions) {
  const { t } = useTranslation();
  const items = value ?? [];
  const [uploading, setUploading] = useState<UploadingImage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // Several uploads finish one after another within a render: each appends to what the last one left.
  const latest = useRef(items);
  latest.current = items;
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const room = max - items.length - uploading.length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, picked) => {
    if (picked.indexOf(file) >= room) {
      setProblem(tooManyMessage);
      return Upload.LIST_IGNORE;
    }
    const issue = findImageFileProblem(file);
    if (issue) {
      setProblem(issue === 'type' ? t('upload.wrongType') : t('upload.tooLarge', { max: MAX_IMAGE_MEGABYTES }));
      return Upload.LIST_IGNORE;
    }
    setProblem(null);
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const blob = file as File;
    const uid = (file as { uid?: string }).uid ?? `${Date.now()}-${Math.random()}`;
    const controller = new AbortController();
    controllers.current.set(uid, controller);
    setUploading((current) => [...current, { uid, name: blob.name, percent: 0 }]);
    const done = () => {
      controllers.current.delete(uid);
      setUploading((current) => current.filter((item) => item.uid !== uid));
    };
    upload(blob, {
      signal: controller.signal,
      onProgress: (percent) =>
        setUploading((current) => current.map((item) => (item.uid === uid ? { ...item, percent } : item))),
    })
      .then((item) => {
        done();
        change([...latest.current, item]);
      })
      .catch((error: unknown) => {
        done();
        if (error instanceof HttpError && error.kind === 'aborted') return;
        setProblem(failedMessage(blob.name, describeError(error, t)));
      });
  };

  return { items, uploading, problem, room, change, beforeUpload, customRequest };
}
