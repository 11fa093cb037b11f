// antd's `Input` carries Search, TextArea, OTP and Group along with it; the first page (login) needs only
// the plain and password inputs, taken from their own modules.
export { default as PlainInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
