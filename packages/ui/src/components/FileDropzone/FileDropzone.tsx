import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { ATTACHMENT_LIMIT_MESSAGE, MAX_ATTACHMENTS, rejectionMessage, triageFiles } from './attachments';
import {
  ChooseLabel,
  DropArea,
  DropText,
  DropzoneLabel,
  DropzoneRoot,
  FileInput,
  FileList,
  Hint,
  Message,
  RejectionList,
  type DropAreaState,
} from './FileDropzone.styles';
import { FileDropzoneItem, type DropzoneFile } from './FileDropzoneItem';

export interface FileDropzoneProps {
  /** The attachments and their upload states, held by the app. */
  files: readonly DropzoneFile[];
  /** Files to upload: already within 20 MB each and the free places of the 10. */
  onAdd: (files: File[]) => void;
  /** The app deletes the upload and drops the file from `files`. */
  onRemove: (id: string) => void;
  disabled?: boolean;
  /** Names the attachments group. */
  label?: string;
  className?: string;
}

interface PendingFocus {
  id: string;
  index: number;
}

/**
 * Attachments by drag and drop or a real file input (portal-core §2, §5): files over 20 MB and beyond 10 are
 * refused with a message naming them; each file shows its upload state and can be removed.
 */
export function FileDropzone({
  files,
  onAdd,
  onRemove,
  disabled = false,
  label = 'Attachments',
  className,
}: FileDropzoneProps) {
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const limitId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);

  const atLimit = files.length >= MAX_ATTACHMENTS;
  const blocked = disabled || atLimit;
  const areaState: DropAreaState = blocked ? 'blocked' : dragging ? 'dragging' : 'idle';

  // A removed file takes its button with it: focus moves to the next file's button, or back to the input.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || files.some((file) => file.id === pending.id)) return;
    pendingFocus.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-id]') ?? [];
    const next = buttons[Math.min(pending.index, buttons.length - 1)];
    (next ?? input.current)?.focus();
  }, [files]);

  const offer = (offered: File[]) => {
    const { accepted, rejected } = triageFiles(offered, files.length);
    setRejections(rejected.map(rejectionMessage));
    if (accepted.length > 0) onAdd(accepted);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    offer(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  };

  const allowDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked) setDragging(true);
  };

  const leave = (event: DragEvent<HTMLDivElement>) => {
    const into = event.relatedTarget;
    if (into instanceof Node && event.currentTarget.contains(into)) return;
    setDragging(false);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!blocked) offer(Array.from(event.dataTransfer.files));
  };

  const remove = (file: DropzoneFile) => {
    pendingFocus.current = { id: file.id, index: files.indexOf(file) };
    setAnnouncement(`${file.name} removed.`);
    onRemove(file.id);
  };

  return (
    <DropzoneRoot role="group" aria-labelledby={labelId} className={className} data-portal-id="file-dropzone">
      <DropzoneLabel id={labelId}>{label}</DropzoneLabel>
      <DropArea
        $state={areaState}
        data-state={areaState}
        data-portal-id="file-drop-area"
        onDragEnter={allowDrop}
        onDragOver={allowDrop}
        onDragLeave={leave}
        onDrop={drop}
      >
        <DropText>{dragging ? 'Drop the files to attach them' : 'Drag and drop files here, or'}</DropText>
        <FileInput
          ref={input}
          id={inputId}
          type="file"
          multiple
          disabled={blocked}
          aria-describedby={atLimit ? `${limitId} ${hintId}` : hintId}
          onChange={choose}
        />
        <ChooseLabel htmlFor={inputId}>Choose files</ChooseLabel>
        <Hint id={hintId}>{`Up to ${MAX_ATTACHMENTS} files, 20 MB each.`}</Hint>
      </DropArea>
      <Message id={limitId} role="status">
        {atLimit ? ATTACHMENT_LIMIT_MESSAGE : ''}
      </Message>
      {rejections.length > 0 && (
        <RejectionList role="alert">
          {rejections.map((message, index) => (
            <Message key={`${String(index)}-${message}`}>{message}</Message>
          ))}
        </RejectionList>
      )}
      {files.length > 0 && (
        <FileList ref={list} aria-label={`Attached files (${files.length} of ${MAX_ATTACHMENTS})`}>
          {files.map((file) => (
            <FileDropzoneItem key={file.id} file={file} disabled={disabled} onRemove={remove} />
          ))}
        </FileList>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </DropzoneRoot>
  );
}
