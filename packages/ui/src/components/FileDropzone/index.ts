export { FileDropzone, type FileDropzoneProps } from './FileDropzone';
export { type DropzoneFile } from './FileDropzoneItem';
export {
  ATTACHMENT_LIMIT_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  UPLOAD_STATES,
  uploadFailureMessage,
  type UploadState,
} from './attachments';
