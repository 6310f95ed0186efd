import { useRef, useState } from 'react';
import type { UploadState } from './attachments';
import { FileDropzone, type FileDropzoneProps } from './FileDropzone';
import type { DropzoneFile } from './FileDropzoneItem';

/** How the story's pretend server answers an upload: still sending, success, or a failure. */
export type UploadOutcome = Exclude<UploadState, 'error'> | { status: number; serverText?: string };

export interface FileDropzoneHarnessProps extends FileDropzoneProps {
  outcome?: UploadOutcome;
}

const UPLOAD_DELAY_MS = 150;

function settle(file: DropzoneFile, outcome: UploadOutcome): DropzoneFile {
  if (outcome === 'sending') return file;
  if (outcome === 'success') return { ...file, state: 'success' };
  return { ...file, state: 'error', error: outcome };
}

/** For stories: the attachments held and uploaded as the app would, answering each upload with `outcome`. */
export function FileDropzoneHarness({ outcome = 'success', ...props }: FileDropzoneHarnessProps) {
  const [files, setFiles] = useState(props.files);
  const uploads = useRef(0);

  const add = (added: File[]) => {
    props.onAdd(added);
    const entries = added.map((file): DropzoneFile => {
      uploads.current += 1;
      return { id: `upload-${String(uploads.current)}`, name: file.name, size: file.size, state: 'sending' };
    });
    setFiles((current) => [...current, ...entries]);
    window.setTimeout(() => {
      setFiles((current) =>
        current.map((file) => (entries.some((entry) => entry.id === file.id) ? settle(file, outcome) : file)),
      );
    }, UPLOAD_DELAY_MS);
  };

  return (
    <FileDropzone
      {...props}
      files={files}
      onAdd={add}
      onRemove={(id) => {
        props.onRemove(id);
        setFiles((current) => current.filter((file) => file.id !== id));
      }}
    />
  );
}
