import { graphql } from '../gql/index.ts';
import { route, type RestRoute } from './route.ts';

graphql(`
  fragment RestDevice on Device {
    id
    userId
    devicePlatform
    token
    createdAt
    updatedAt
  }
`);

const Register = graphql(`
  mutation RestRegisterDevice($input: RegisterDeviceInput!) {
    registerDevice(input: $input) { ...RestDevice }
  }
`);

const Remove = graphql(`
  mutation RestRemoveDevice($token: String!, $userId: ID) {
    removeDevice(token: $token, userId: $userId) { ...RestDevice }
  }
`);

const Single = graphql(`
  query RestDevice($userId: ID!, $token: String!) {
    device(userId: $userId, token: $token) { ...RestDevice }
  }
`);

const All = graphql(`
  query RestDevices($userId: ID!) {
    devices(userId: $userId) { ...RestDevice }
  }
`);

/** A body's field passed on as the client sent it (the service checks its shape). */
const raw = (body: Record<string, unknown>, key: string) => (body[key] === undefined ? null : (body[key] as never));

const subscriptionSchema = {
  type: 'object',
  description: 'A browser’s PushSubscription (its toJSON())',
  properties: {
    endpoint: { type: 'string', maxLength: 2048 },
    keys: { type: 'object', properties: { p256dh: { type: 'string' }, auth: { type: 'string' } } },
  },
};

/** Devices registered for push (spec 2 §7 "Devices"; web subscriptions also through /web-notifications/subscription). */
export const deviceRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'room',
    path: '/devices',
    tag: 'devices',
    summary: 'Register your device for push: devicePlatform ios or android with its FCM token, or web with its subscription (a token again: moves it to you)',
    auth: true,
    operation: Register,
    variables: ({ body }) => ({ input: { devicePlatform: (body.devicePlatform as string | undefined) ?? '', token: raw(body, 'token'), subscription: raw(body, 'subscription') } }),
    result: (data) => data.registerDevice,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: { devicePlatform: { type: 'string', enum: ['ios', 'android', 'web'] }, token: { type: 'string', maxLength: 4096 }, subscription: subscriptionSchema },
      required: ['devicePlatform'],
    },
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/devices/{token}',
    tag: 'devices',
    summary: 'Remove your device by its token (staff: anyone’s)',
    auth: true,
    operation: Remove,
    variables: ({ params }) => ({ token: params.token!, userId: null }),
    result: (data) => data.removeDevice,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/devices/{userId}/{token}',
    tag: 'devices',
    summary: 'Remove a user’s device by its token (the user, or staff)',
    auth: true,
    operation: Remove,
    variables: ({ params }) => ({ token: params.token!, userId: params.userId! }),
    result: (data) => data.removeDevice,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/devices/single-device/{userId}/{token}',
    tag: 'devices',
    summary: 'One device of a user, by its token (the user, or staff)',
    auth: true,
    operation: Single,
    variables: ({ params }) => ({ userId: params.userId!, token: params.token! }),
    result: (data) => data.device,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/devices/all-devices/{id}',
    tag: 'devices',
    summary: 'A user’s devices, newest first (the user, or staff)',
    auth: true,
    operation: All,
    variables: ({ params }) => ({ userId: params.id! }),
    result: (data) => data.devices,
  }),
];
