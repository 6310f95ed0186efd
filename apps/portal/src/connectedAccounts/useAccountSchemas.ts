import { useApi } from '../api/useApi';

/** The schemas and which of their fields are secret (§7.4); both rarely change. */
export function useAccountSchemas() {
  const schemas = useApi('credentialSchemas', {});
  const secrets = useApi('secretsSchema', {});
  return { schemas, secrets };
}
