import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadResult } from '#shared/contracts/profile.ts';
import type { UploadPurposeName } from '#shared/contracts/uploads.ts';
import { checkImageFile, uploadImage, UploadError } from './upload-image.ts';

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; preview: string; progress: number }
  | { status: 'done'; preview: string }
  | { status: 'error'; preview: string | null; message: string };

/**
 * Chooses, previews (a local object URL, at once) and uploads one image with progress, for
 * any upload purpose (a profile photo, an organization's logo, an event's picture).
 * The preview URL is released when a new image is chosen and when the component goes away.
 */
export function useImageUpload(purpose: UploadPurposeName, onUploaded: (result: UploadResult) => void) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const previewRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const releasePreview = () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  };

  useEffect(
    () => () => {
      abortRef.current?.abort();
      releasePreview();
    },
    [],
  );

  const choose = useCallback(
    async (file: File) => {
      abortRef.current?.abort();
      releasePreview();
      const problem = checkImageFile(file);
      if (problem) {
        setState({ status: 'error', preview: null, message: problem });
        return;
      }
      const preview = URL.createObjectURL(file);
      previewRef.current = preview;
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ status: 'uploading', preview, progress: 0 });
      try {
        const result = await uploadImage(file, purpose, {
          signal: controller.signal,
          onProgress: (progress) => setState((current) => (current.status === 'uploading' ? { ...current, progress } : current)),
        });
        setState({ status: 'done', preview });
        onUploadedRef.current(result);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof UploadError ? error.message : 'The upload failed. Please try again.';
        setState({ status: 'error', preview, message });
      }
    },
    [purpose],
  );

  const cancel = useCallback(() => {
    abortRef.current?.abort();
    setState({ status: 'idle' });
    releasePreview();
  }, []);

  return { state, choose, cancel };
}
