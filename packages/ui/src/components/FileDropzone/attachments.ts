import { formatBytes } from '../../format';

/** portal-core §5/§9: at most 20 MB per file and 10 files. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;
export const ATTACHMENT_LIMIT_MESSAGE = 'Maximum of 10 attachments has been reached.';

/** portal-core §8: the upload messages. */
export const UPLOAD_FAILURE_MESSAGE = 'There was an error uploading the attachment.';
export const UPLOAD_TOO_LARGE_MESSAGE = 'File contents are too large and were rejected by server.';
export const UPLOAD_SERVER_FAILURE_MESSAGE = 'There was a server error uploading the attachment.';

/** The same rules as @portal/api's uploadErrorMessage, which this package must not import. */
export function uploadFailureMessage(status: number, serverText?: string): string {
  if (serverText !== undefined && serverText.trim() !== '') return serverText;
  if (status === 413) return UPLOAD_TOO_LARGE_MESSAGE;
  if (status >= 500) return UPLOAD_SERVER_FAILURE_MESSAGE;
  return UPLOAD_FAILURE_MESSAGE;
}

export type RejectionReason = 'tooLarge' | 'overLimit';

export interface FileCandidate {
  name: string;
  size: number;
}

export interface Rejection<T extends FileCandidate> {
  file: T;
  reason: RejectionReason;
}

export interface FileTriage<T extends FileCandidate> {
  accepted: T[];
  rejected: Rejection<T>[];
}

/** Splits offered files into those to upload and those refused: too large, or beyond the free places. */
export function triageFiles<T extends FileCandidate>(
  offered: readonly T[],
  attachedCount: number,
  maxFiles: number = MAX_ATTACHMENTS,
  maxBytes: number = MAX_ATTACHMENT_BYTES,
): FileTriage<T> {
  const accepted: T[] = [];
  const rejected: Rejection<T>[] = [];
  for (const file of offered) {
    if (file.size > maxBytes) rejected.push({ file, reason: 'tooLarge' });
    else if (attachedCount + accepted.length >= maxFiles) rejected.push({ file, reason: 'overLimit' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export function rejectionMessage({ file, reason }: Rejection<FileCandidate>): string {
  return reason === 'tooLarge'
    ? `"${file.name}" (${formatBytes(file.size)}) was not attached: files can be at most 20 MB.`
    : `"${file.name}" was not attached: ${ATTACHMENT_LIMIT_MESSAGE}`;
}

export const UPLOAD_STATES = ['sending', 'success', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];
