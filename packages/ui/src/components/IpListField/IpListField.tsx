import { validateIpList, warnIpList, type IpScope } from '../../ip';
import { composeValidators, FormField, useFormField, type FieldBaseProps } from '../Form';
import { ipListCountText } from './ipListCount';
import { IpListCount, IpTextArea } from './IpListField.styles';

export interface IpListFieldProps extends Omit<FieldBaseProps<string>, 'warn'> {
  /**
   * 'public': external hosts — private ranges are rejected too and subnets may be no larger than /21.
   * 'private': site subnets — subnets down to /8, and a warning for any address that is not private.
   */
  scope: IpScope;
  rows?: number;
  placeholder?: string;
}

/**
 * A list of IPv4 addresses, ranges ('a-b' within one /24) and CIDR subnets, separated by commas or new lines
 * (portal-onboarding §5). The form holds the text as typed; `validateIpList` checks it, and for the private scope
 * `warnIpList` warns about public entries. Reserved ranges are always rejected: 0.0.0.0/8, 127.0.0.0/8,
 * 169.254.0.0/16, 224.0.0.0/4 and 240.0.0.0/4 (RESERVED_CIDRS); the public scope also rejects 10.0.0.0/8,
 * 172.16.0.0/12 and 192.168.0.0/16 (PRIVATE_CIDRS). The entry count shows under the box.
 */
export function IpListField({ scope, rows = 4, placeholder, ...props }: IpListFieldProps) {
  const field = useFormField(
    {
      ...props,
      validate: composeValidators((value) => validateIpList(value, { scope }), props.validate),
      warn: scope === 'private' ? warnIpList : undefined,
    },
    {},
  );
  const countId = `${field.ids.control}-count`;
  const describedBy = [field.aria['aria-describedby'], countId].filter((id) => id !== undefined).join(' ');
  return (
    <FormField {...field.frame} footer={<IpListCount id={countId}>{ipListCountText(field.input.value)}</IpListCount>}>
      <IpTextArea
        {...field.control}
        aria-describedby={describedBy}
        rows={rows}
        placeholder={placeholder}
        spellCheck={false}
        data-portal-id="ip-list-field"
      />
    </FormField>
  );
}
