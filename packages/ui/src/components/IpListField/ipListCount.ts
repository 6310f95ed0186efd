import { splitIpList } from '../../ip';

/** How many entries (addresses, ranges or subnets) the text holds, as the field shows it under the box. */
export function ipListCountText(text: string | undefined): string {
  const count = splitIpList(text ?? '').length;
  return count === 1 ? '1 entry' : `${count} entries`;
}
