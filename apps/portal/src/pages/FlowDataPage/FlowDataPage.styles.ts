import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const Select = styled.select`
  ${controlStyles}
`;
