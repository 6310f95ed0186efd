import type { DropzoneFile } from '@portal/ui';
import { useCallback, useRef, useState } from 'react';
import { useApiMutation } from '../api/useApiMutation';

/** An attachment on the form: the dropzone's view of it, and the upload's token once the server has it. */
export interface TicketAttachment extends DropzoneFile {
  token?: string;
}

export interface Attachments {
  files: TicketAttachment[];
  /** Tokens of the finished uploads, for the ticket. */
  tokens: string[];
  /** A file is still uploading: the send button waits ('Attaching...'). */
  uploading: boolean;
  add: (files: File[]) => void;
  remove: (id: string) => void;
  /** After a ticket took the uploads: the list starts empty. */
  clear: () => void;
}

/**
 * The ticket form's uploads (portal-core §4): each file is sent on its own as it is added (sending), keeps its
 * token (success) or shows its failure (error); removing an uploaded file deletes it on the server.
 */
export function useAttachments(): Attachments {
  const [files, setFiles] = useState<TicketAttachment[]>([]);
  const counter = useRef(0);
  // Files removed while still uploading: their upload is deleted as soon as it answers.
  const dropped = useRef(new Set<string>());
  const upload = useApiMutation('uploadAttachment', { failure: false });
  const { run: runUpload } = upload;
  const { run: runRemove } = useApiMutation('removeAttachment');

  const update = (id: string, change: Partial<TicketAttachment>) =>
    setFiles((current) => current.map((file) => (file.id === id ? { ...file, ...change } : file)));

  const add = useCallback(
    (added: File[]) => {
      for (const file of added) {
        counter.current += 1;
        const id = `attachment-${String(counter.current)}`;
        setFiles((current) => [...current, { id, name: file.name, size: file.size, state: 'sending' }]);
        const body = new FormData();
        body.append('file', file);
        let failed = false;
        void runUpload({ body }, (error) => {
          failed = true;
          update(id, { state: 'error', error: { status: error.status, serverText: error.serverText } });
        }).then((reply) => {
          if (reply === undefined) {
            // Aborted (the customer changed): nothing was kept, so the file leaves the list.
            if (!failed) setFiles((current) => current.filter((entry) => entry.id !== id));
            return;
          }
          if (dropped.current.delete(id)) void runRemove({ body: { token: reply.token } });
          else update(id, { state: 'success', token: reply.token });
        });
      }
    },
    [runUpload, runRemove],
  );

  const remove = useCallback(
    (id: string) => {
      const file = files.find((entry) => entry.id === id);
      if (file?.token !== undefined) void runRemove({ body: { token: file.token } });
      else if (file?.state === 'sending') dropped.current.add(id);
      setFiles((current) => current.filter((entry) => entry.id !== id));
    },
    [files, runRemove],
  );

  const clear = useCallback(() => setFiles([]), []);

  return {
    files,
    tokens: files.flatMap((file) => (file.state === 'success' && file.token !== undefined ? [file.token] : [])),
    uploading: files.some((file) => file.state === 'sending'),
    add,
    remove,
    clear,
  };
}
