import { makeConsultant } from '../../../machines/fixtures'
import { initialRegisterValues, type RegisterValues } from './register-values'

/** Tests: a register form filled in as it must be (Yaw Asante, no store), for a test to change one thing of. */
export const validRegisterValues: RegisterValues = {
  ...initialRegisterValues(makeConsultant({ first_name: 'Yaw', last_name: 'Asante', email: 'yaw@example.com', phone_number: null })),
  phone_number: '02441234567',
  gender: 'male',
  birthday: '1995-03-02',
  state_id: '1',
  city_id: '101',
  recruitment_channel_id: '2',
  address: '12 Oxford Street',
}
