/** portal-core §2: the line a request-ticket submission puts before the description. */
export function sharedLinkLine(link: string): string {
  return `Shared Link: [${link}](${link})`;
}

/** The description sent: the shared-link line first when a link is shared, then what the user wrote. */
export function ticketDescription(description: string, link: string | undefined): string {
  if (link === undefined || link === '') return description;
  return description === '' ? sharedLinkLine(link) : `${sharedLinkLine(link)}\n\n${description}`;
}
