import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LIMIT_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  rejectionMessage,
  triageFiles,
  UPLOAD_FAILURE_MESSAGE,
  UPLOAD_SERVER_FAILURE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadFailureMessage,
} from './attachments';

const MB = 1024 * 1024;
const file = (name: string, size = MB) => ({ name, size });

describe('upload failure messages (portal-core §8)', () => {
  it.each([
    [400, undefined, UPLOAD_FAILURE_MESSAGE],
    [0, undefined, UPLOAD_FAILURE_MESSAGE],
    [413, undefined, UPLOAD_TOO_LARGE_MESSAGE],
    [500, undefined, UPLOAD_SERVER_FAILURE_MESSAGE],
    [503, undefined, UPLOAD_SERVER_FAILURE_MESSAGE],
    [413, 'Attachment quota exceeded.', 'Attachment quota exceeded.'],
    [500, '   ', UPLOAD_SERVER_FAILURE_MESSAGE],
  ] as const)('status %i with %j → %j', (status, serverText, message) => {
    expect(uploadFailureMessage(status, serverText)).toBe(message);
  });

  it('uses the catalogue wording', () => {
    expect(UPLOAD_FAILURE_MESSAGE).toBe('There was an error uploading the attachment.');
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('File contents are too large and were rejected by server.');
    expect(UPLOAD_SERVER_FAILURE_MESSAGE).toBe('There was a server error uploading the attachment.');
  });
});

describe('triage of offered files (portal-core §5)', () => {
  it('refuses a file over 20 MB and accepts one of exactly 20 MB', () => {
    const big = file('capture.pcap', MAX_ATTACHMENT_BYTES + 1);
    const exact = file('exact.bin', MAX_ATTACHMENT_BYTES);
    expect(triageFiles([big, exact], 0)).toEqual({ accepted: [exact], rejected: [{ file: big, reason: 'tooLarge' }] });
  });

  it('accepts only the free places up to 10 files', () => {
    const offered = [file('a.log'), file('b.log'), file('c.log')];
    expect(triageFiles(offered, 8)).toEqual({
      accepted: offered.slice(0, 2),
      rejected: [{ file: offered[2], reason: 'overLimit' }],
    });
    expect(triageFiles(offered, MAX_ATTACHMENTS).accepted).toEqual([]);
  });

  it('does not count a refused large file against the limit', () => {
    const offered = [file('huge.iso', 30 * MB), file('small.txt')];
    expect(triageFiles(offered, 9).accepted).toEqual([offered[1]]);
  });

  it('never accepts more than the free places or a file over the size (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), size: fc.integer({ min: 0, max: 40 * MB }) }), { maxLength: 15 }),
        fc.integer({ min: 0, max: MAX_ATTACHMENTS }),
        (offered, attached) => {
          const { accepted, rejected } = triageFiles(offered, attached);
          expect(accepted.length + rejected.length).toBe(offered.length);
          expect(attached + accepted.length).toBeLessThanOrEqual(MAX_ATTACHMENTS);
          expect(accepted.every((candidate) => candidate.size <= MAX_ATTACHMENT_BYTES)).toBe(true);
        },
      ),
    );
  });

  it('names the refused file and the reason', () => {
    expect(rejectionMessage({ file: file('capture.pcap', 21 * MB), reason: 'tooLarge' })).toBe(
      '"capture.pcap" (21.0MB) was not attached: files can be at most 20 MB.',
    );
    expect(rejectionMessage({ file: file('notes.txt'), reason: 'overLimit' })).toBe(
      `"notes.txt" was not attached: ${ATTACHMENT_LIMIT_MESSAGE}`,
    );
  });
});
