/**
 * How this device shows push notifications, as the consultant changes it (src/features/notifications/device-settings.tsx):
 * one switch per kind and the quiet hours, each change kept on the device at once (`save`: the worker reads it when
 * a push comes).
 *
 * - `settings.change` shows the new settings at once and saves them; a change while one saves saves the newest.
 * - A save that fails puts back the settings from before that change → `saveFailed`, which says so until the next
 *   change (the consultant's Try again).
 *
 * `save` is provided by the app.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'

export interface DeviceSettingsContext<S> {
  settings: S
  /** The settings before the change being saved: put back if it fails. */
  previous: S
}

export type DeviceSettingsEvent<S> = { type: 'settings.change'; settings: S }

/** `S`: the settings (src/platform/push-settings.ts `PushSettings`, which machines do not import). */
export const createDeviceSettingsMachine = <S>() =>
  setup({
    types: {
      input: {} as { settings: S },
      context: {} as DeviceSettingsContext<S>,
      events: {} as DeviceSettingsEvent<S>,
    },
    actors: {
      save: fromPromise<void, { settings: S }>(() => Promise.reject(new Error('device settings: save is provided by the app'))),
    },
    actions: {
      showChange: assign(({ context, event }) => ({ previous: context.settings, settings: event.settings })),
      putBackPrevious: assign(({ context }) => ({ settings: context.previous })),
    },
  }).createMachine({
    id: 'deviceSettings',
    context: ({ input }) => ({ settings: input.settings, previous: input.settings }),
    initial: 'editing',
    on: {
      'settings.change': { target: '.saving', reenter: true, actions: 'showChange', description: 'Shown at once, and saved' },
    },
    states: {
      editing: {},
      saving: {
        invoke: {
          src: 'save',
          input: ({ context }) => ({ settings: context.settings }),
          onDone: 'editing',
          onError: { target: 'saveFailed', actions: 'putBackPrevious' },
        },
      },
      saveFailed: {
        description: 'Not kept on this device: the switches are as they were, and the next change tries again',
      },
    },
  })

export type DeviceSettingsMachine<S> = ReturnType<typeof createDeviceSettingsMachine<S>>
export type DeviceSettingsActor<S> = ActorRefFrom<DeviceSettingsMachine<S>>
export type DeviceSettingsSnapshot<S> = SnapshotFrom<DeviceSettingsMachine<S>>
