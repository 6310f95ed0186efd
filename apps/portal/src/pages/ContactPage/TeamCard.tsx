import { Spinner } from '@portal/ui';
import { useApi } from '../../api/useApi';
import { FactList, FactRow } from '../../kit';
import { PlainList, Role, SectionHeading, TeamSection, TeamText } from './ContactPage.styles';
import { MailLink } from './MailLink';
import { membersCseFirst, phoneOption, regionPhones, type ContactTeam } from '../../tickets';

/** The team text (portal-core §2): onboarding customers reach their onboarding team. */
export const TEAM_TEXT = {
  cst: 'Your Concierge Security Team is here to help. Open a ticket, email or call us.',
  onboarding: 'Your onboarding team guides you through setting up the service. Open a ticket, email or call us.',
} as const;

export const NO_TEAM_TEXT =
  'No Concierge Security Team is assigned to this customer yet. Open a ticket and we will answer.';

export interface TeamCardContentProps {
  team: ContactTeam | null;
  onboarding: boolean;
}

/** The onboarding project manager and engineer (portal-core §2), fetched for onboarding customers only. */
function OnboardingContacts() {
  const contacts = useApi('onboardingTeamContacts', {});
  if (contacts.data === undefined) {
    if (contacts.error) return <TeamText>{contacts.error.message}</TeamText>;
    return <Spinner size="sm" label="Loading onboarding contacts..." showLabel />;
  }
  const people = [
    { title: 'Project Manager', person: contacts.data.pm },
    { title: 'Onboarding Engineer', person: contacts.data.pse },
  ].flatMap(({ title, person }) => (person ? [{ title, person }] : []));
  return (
    <FactList>
      {people.map(({ title, person }) => (
        <FactRow key={title}>
          <dt>{title}</dt>
          <dd>
            {`${person.first_name} ${person.last_name}`}
            <br />
            <MailLink email={person.email} />
          </dd>
        </FactRow>
      ))}
    </FactList>
  );
}

/** The side card: who the team is, its email, its phone per region with the menu option, and its members. */
export function TeamCardContent({ team, onboarding }: TeamCardContentProps) {
  const option = phoneOption(onboarding);
  return (
    <>
      <TeamSection aria-label="Team">
        <TeamText>{team ? (onboarding ? TEAM_TEXT.onboarding : TEAM_TEXT.cst) : NO_TEAM_TEXT}</TeamText>
        {team && <SectionHeading>{team.name}</SectionHeading>}
        {team && <MailLink email={team.email} />}
      </TeamSection>
      {onboarding && (
        <TeamSection aria-label="Onboarding contacts">
          <SectionHeading>Onboarding contacts</SectionHeading>
          <OnboardingContacts />
        </TeamSection>
      )}
      {team && team.phones.length > 0 && (
        <TeamSection aria-label="Phone">
          <SectionHeading>Phone</SectionHeading>
          <FactList>
            {regionPhones(team).map(({ region, number }) => (
              <FactRow key={region}>
                <dt>{region}</dt>
                <dd>{`${number}, option ${String(option)}`}</dd>
              </FactRow>
            ))}
          </FactList>
        </TeamSection>
      )}
      {team && team.members.length > 0 && (
        <TeamSection aria-label="Team members">
          <SectionHeading>Team members</SectionHeading>
          <PlainList>
            {membersCseFirst(team.members).map((member) => (
              <li key={`${member.name}-${member.role}`}>
                {member.name} <Role>({member.role})</Role>
              </li>
            ))}
          </PlainList>
        </TeamSection>
      )}
    </>
  );
}
