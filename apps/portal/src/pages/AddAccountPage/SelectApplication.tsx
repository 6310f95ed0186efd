import type { CredentialSchema } from '@portal/api';
import { Button, Icon, Link, Panel } from '@portal/ui';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_PATHS,
  ACCOUNT_TEXTS,
  accountTypesFor,
  APP_GROUP_TITLES,
  groupApps,
  isPurpose,
  type AppGroup,
} from '../../connectedAccounts';
import { Card, Cards, Choice, GroupHeading, Stack, TypeChoices } from './AddAccountPage.styles';

export interface SelectApplicationProps {
  schemas: readonly CredentialSchema[];
  /** With the list_cloud_apps flag: cards grouped Purchased / Included (no charge) / Not Purchased. */
  grouped: boolean;
  services: readonly string[];
}

function AppCard({ schema, group }: { schema: CredentialSchema; group: AppGroup | null }) {
  return (
    <Card aria-label={schema.display_name}>
      <strong>
        <Icon name="cloud" /> {schema.display_name}
      </strong>
      {group === 'notPurchased' ? (
        <>
          <Button size="sm" variant="secondary" disabled>
            Connect
          </Button>
          <Link href={ACCOUNT_PATHS.contactTeam} as={RouterLink}>
            {ACCOUNT_TEXTS.contactTeam}
          </Link>
        </>
      ) : (
        <Link
          href={ACCOUNT_PATHS.addType(schema.name)}
          as={RouterLink}
          variant="button"
          aria-label={`Connect ${schema.display_name}`}
        >
          Connect
        </Link>
      )}
    </Card>
  );
}

/** Step 1: the account type (kept in the URL as `?purpose=`, so the filtered lists can preselect it) and its cards. */
export function SelectApplication({ schemas, grouped, services }: SelectApplicationProps) {
  const [params, setParams] = useSearchParams();
  const types = accountTypesFor(schemas);
  const asked = params.get('purpose');
  const purpose =
    isPurpose(asked) && types.some((type) => type.purpose === asked) ? asked : (types[0]?.purpose ?? 'log');
  const ofType = schemas.filter((schema) => schema.purpose === purpose);
  return (
    <Panel title="Select a cloud application" headingLevel={2}>
      <Stack>
        <TypeChoices>
          <legend>Account type</legend>
          {types.map((type) => (
            <Choice key={type.purpose}>
              <input
                type="radio"
                name="account-type"
                value={type.purpose}
                checked={type.purpose === purpose}
                onChange={() => setParams({ purpose: type.purpose }, { replace: true })}
              />
              {type.label}
            </Choice>
          ))}
        </TypeChoices>
        {ofType.length === 0 && <p>No applications of this type are available.</p>}
        {grouped ? (
          groupApps(ofType, services).map(({ group, schemas: apps }) => (
            <section key={group} aria-label={APP_GROUP_TITLES[group]}>
              <Stack>
                <GroupHeading>{APP_GROUP_TITLES[group]}</GroupHeading>
                <Cards>
                  {apps.map((schema) => (
                    <AppCard key={schema.name} schema={schema} group={group} />
                  ))}
                </Cards>
              </Stack>
            </section>
          ))
        ) : (
          <Cards>
            {ofType.map((schema) => (
              <AppCard key={schema.name} schema={schema} group={null} />
            ))}
          </Cards>
        )}
      </Stack>
    </Panel>
  );
}
