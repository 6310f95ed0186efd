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
    summary: 'Legacy email sign-in; Basic credentials in the Authorization header',
  }),
  authenticate: defineCall<{ code: string; state: string; code_verifier?: string }>()({
    method: 'POST',
    path: '/api/v1/authenticate',
    reply: loginReplySchema,
    skipCustomerCheck: true,
    signIn: true,
    summary: 'Completes the identity-provider sign-in (code and state from the redirect)',
  }),
  logout: defineCall()({
    method: 'POST',
    path: '/api/v1/logout',
    reply: emptyReplySchema,
    skipCustomerCheck: true,
    summary: 'Ends the session on the server',
  }),
  userInfo: defineCall()({
    method: 'GET',
    path: '/api/v2/userinfo',
    reply: userInfoReplySchema,
    skipCustomerCheck: true,
    summary: 'The signed-in user with their customer, roles and feature flags',
  }),
  pod: defineCall()({
    method: 'GET',
    path: '/api/v2/userinfo/pod',
    reply: podReplySchema,
    summary: "The customer's pod",
  }),
  customerNames: defineCall()({
    method: 'GET',
    path: '/api/v1/customer-switch',
    reply: z.object({ names: z.array(customerNameSchema) }),
    skipCustomerCheck: true,
    summary: 'Customers the user may switch to (staff: all)',
  }),
  switchCustomer: defineCall<{ customer: string }>()({
    method: 'POST',
    path: '/api/v1/customer-switch',
    reply: z.object({ customer: sessionCustomerSchema }),
    skipCustomerCheck: true,
    summary: 'Switch the session to another customer (by id)',
  }),
  mspCustomers: defineCall()({
    method: 'GET',
    path: '/api/v1/msp-customers',
    reply: z.object({ customers: z.array(mspCustomerSchema) }),
    skipCustomerCheck: true,
    summary: "An MSP's end customers with their scores",
  }),
  mspSwitch: defineCall<{ customer_id: string; risk_id: string | null; destination: string }>()({
    method: 'POST',
    path: '/api/v1/msp-customers',
    reply: z.object({ customer: sessionCustomerSchema, destination: z.string() }),
    skipCustomerCheck: true,
    summary: 'Switch an MSP user to one of their end customers, with the route to go to',
  }),
};
