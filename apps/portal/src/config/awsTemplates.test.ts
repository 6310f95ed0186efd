import { describe, expect, it } from 'vitest';
import { awsStackCreationUrl } from './awsTemplates';

describe('awsStackCreationUrl', () => {
  it('opens the stack quick-create page in the pod’s region with its template', () => {
    expect(awsStackCreationUrl('uk-1')).toBe(
      'https://console.aws.amazon.com/cloudformation/home?region=eu-west-2#/stacks/quickcreate?templateURL=https%3A%2F%2Fportal-templates-uk-1.s3.eu-west-2.amazonaws.com%2Faws%2Fportal-connect.yaml&stackName=PortalConnect',
    );
  });

  it.each(['mars-1', '', 'constructor', '__proto__'])('has no page for the unknown pod %j', (pod) => {
    expect(awsStackCreationUrl(pod)).toBeUndefined();
  });
});
