import { CopyButton } from '@portal/ui';
import { copyText, type IpList } from './ipLists';
import { Addresses, ListSection } from './IpAddressesPage.styles';

/** One titled list of addresses with its own Copy. */
export function IpListSection({ list }: { list: IpList }) {
  const headingId = `ip-list-${list.id}`;
  return (
    <ListSection aria-labelledby={headingId}>
      <h3 id={headingId}>{list.title}</h3>
      {list.ips.length === 0 ? (
        <span>None</span>
      ) : (
        <>
          <Addresses aria-labelledby={headingId}>
            {list.ips.map((ip) => (
              <li key={ip}>{ip}</li>
            ))}
          </Addresses>
          <CopyButton text={copyText(list.ips)} aria-label={`Copy ${list.title} IP addresses`} />
        </>
      )}
    </ListSection>
  );
}
