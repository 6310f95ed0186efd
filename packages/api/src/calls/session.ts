import { z } from 'zod/mini';
import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import { customerNameSchema, mspCustomerSchema, sessionCustomerSchema } from '../schemas/customer';
import { loginReplySchema, podReplySchema, userInfoReplySchema } from '../schemas/user';

export const sessionCalls = {
  login: defineCall()({
    method: 'POST',
    path: '/api/v1/auth/login',
    reply: loginReplySchema,
    skipCustomerCheck: true,
    signIn: true,
  }),
  authenticate: defineCall<{ code: string; state: string; code_verifier?: string }>()({
    method: 'POST',
    path: '/api/v1/authenticate',
    reply: loginReplySchema,
    skipCustomerCheck: true,
    signIn: true,
  }),
  logout: defineCall()({
    method: 'POST',
    path: '/api/v1/logout',
    reply: emptyReplySchema,
    skipCustomerCheck: true,
  }),
  userInfo: defineCall()({
    method: 'GET',
    path: '/api/v2/userinfo',
    reply: userInfoReplySchema,
    skipCustomerCheck: true,
  }),
  pod: defineCall()({
    method: 'GET',
    path: '/api/v2/userinfo/pod',
    reply: podReplySchema,
  }),
  customerNames: defineCall()({
    method: 'GET',
    path: '/api/v1/customer-switch',
    reply: z.object({ names: z.array(customerNameSchema) }),
    skipCustomerCheck: true,
  }),
  switchCustomer: defineCall<{ customer: string }>()({
    method: 'POST',
    path: '/api/v1/customer-switch',
    reply: z.object({ customer: sessionCustomerSchema }),
    skipCustomerCheck: true,
  }),
  mspCustomers: defineCall()({
    method: 'GET',
    path: '/api/v1/msp-customers',
    reply: z.object({ customers: z.array(mspCustomerSchema) }),
    skipCustomerCheck: true,
  }),
  mspSwitch: defineCall<{ customer_id: string; risk_id: string | null; destination: string }>()({
    method: 'POST',
    path: '/api/v1/msp-customers',
    reply: z.object({ customer: sessionCustomerSchema, destination: z.string() }),
    skipCustomerCheck: true,
  }),
};
