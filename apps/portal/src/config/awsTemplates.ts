/**
 * The AWS CloudFormation template each pod's customers deploy to connect their AWS accounts (portal-onboarding
 * §2.9: the AWS template redirect). One entry per pod: the template lives in the pod's own region, and the stack
 * is created in that region. The bucket names are the provider's (fictional here; the spec does not show them).
 */
export interface AwsTemplate {
  /** The AWS region the stack is created in. */
  region: string;
  templateUrl: string;
}

const template = (region: string, pod: string): AwsTemplate => ({
  region,
  templateUrl: `https://portal-templates-${pod}.s3.${region}.amazonaws.com/aws/portal-connect.yaml`,
});

export const AWS_TEMPLATES: Readonly<Record<string, AwsTemplate>> = {
  'us-east-2': template('us-east-2', 'us-east-2'),
  'us-west-1': template('us-west-1', 'us-west-1'),
  'eu-central-1': template('eu-central-1', 'eu-central-1'),
  'uk-1': template('eu-west-2', 'uk-1'),
  'ap-southeast-2': template('ap-southeast-2', 'ap-southeast-2'),
};

/** The stack name the console proposes. */
export const AWS_STACK_NAME = 'PortalConnect';

/**
 * The AWS console's quick-create page for a pod's template, or undefined for a pod without one. Hash fragment
 * parameters are what the CloudFormation console reads.
 */
export function awsStackCreationUrl(pod: string): string | undefined {
  const entry = Object.prototype.hasOwnProperty.call(AWS_TEMPLATES, pod) ? AWS_TEMPLATES[pod] : undefined;
  if (entry === undefined) return undefined;
  const query = new URLSearchParams({ templateURL: entry.templateUrl, stackName: AWS_STACK_NAME });
  return `https://console.aws.amazon.com/cloudformation/home?region=${entry.region}#/stacks/quickcreate?${query.toString()}`;
}
