import { formatBytes } from '../../format';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { uploadFailureMessage, type UploadState } from './attachments';
import { Item, ItemBody, ItemError, ItemMeta, ItemName, StateText } from './FileDropzone.styles';

export interface DropzoneFile {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  state: UploadState;
  /** Why the upload failed: the HTTP status and any message the server sent. */
  error?: { status: number; serverText?: string };
}

export interface FileDropzoneItemProps {
  file: DropzoneFile;
  disabled: boolean;
  onRemove: (file: DropzoneFile) => void;
}

function UploadStatus({ file }: { file: DropzoneFile }) {
  switch (file.state) {
    case 'sending':
      return <Spinner size="sm" label="Uploading..." showLabel />;
    case 'success':
      return (
        <StateText $state="success">
          <Icon name="check" size="sm" />
          Uploaded
        </StateText>
      );
    case 'error':
      return (
        <StateText $state="error">
          <Icon name="exclamation" size="sm" />
          Upload failed
        </StateText>
      );
  }
}

/** One attachment: name, size, upload state (with the catalogue's message on failure) and a remove button. */
export function FileDropzoneItem({ file, disabled, onRemove }: FileDropzoneItemProps) {
  return (
    <Item $state={file.state} data-state={file.state} aria-busy={file.state === 'sending' || undefined}>
      <ItemBody>
        <ItemName>{file.name}</ItemName>
        <ItemMeta>
          <span>{formatBytes(file.size)}</span>
          <UploadStatus file={file} />
        </ItemMeta>
        {file.state === 'error' && (
          <ItemError role="alert">{uploadFailureMessage(file.error?.status ?? 0, file.error?.serverText)}</ItemError>
        )}
      </ItemBody>
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon name="close" />}
        aria-label={`Remove ${file.name}`}
        data-remove-id={file.id}
        disabled={disabled}
        onClick={() => {
          onRemove(file);
        }}
      />
    </Item>
  );
}
