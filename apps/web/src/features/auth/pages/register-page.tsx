import { Err, errorMessage, type LoginResult, type UiLang } from '@tillbook/contract';
import { Button, Checkbox, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyServerIssues } from '../../../shared/form/rules';
import { getChosenLanguageId, getLang } from '../../../shared/i18n/lang';
import { useLanguageList } from '../../../shared/i18n/language-list';
import { PublicShell } from '../../../shared/ui/public-shell';
import { toast } from '../../../shared/ui/toast';
import { useCheckEmail, useRegister, useSendEmailCode } from '../api';
import { RegisterAccountFields } from '../components/register-account-fields';
import { RegisterCompanyFields } from '../components/register-company-fields';
import { setPendingRegistration } from '../registration-store';

interface RegisterForm {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  company: string;
  name: string;
  sysCountryId: number;
  areaCode: string;
  phone: string;
  sysLanguageId: number;
  sysCurrencyId: number;
  agree: boolean;
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const languages = useLanguageList();
  const checkEmail = useCheckEmail();
  const sendCode = useSendEmailCode();
  const register = useRegister();
  const lang: UiLang = getLang();

  const defaultLanguageId =
    getChosenLanguageId() ?? languages.find((l) => l.code === lang)?.sysLanguageId ?? languages[0]?.sysLanguageId;

  // Switching the interface language also proposes it as the account's language, until the user picks one.
  useEffect(() => {
    if (defaultLanguageId !== undefined && !form.isFieldTouched('sysLanguageId'))
      // setFields, not setFieldValue: that one marks the field touched, as if the user had chosen.
      form.setFields([{ name: 'sysLanguageId', value: defaultLanguageId, touched: false }]);
  }, [form, defaultLanguageId]);

  const markRegistered = () =>
    form.setFields([
      { name: 'email', errors: [errorMessage(Err.EMAIL_REGISTERED, lang) ?? t('register.emailRegistered')] },
    ]);

  // Tells at once when the address already has an account (20003 is a normal result, §8).
  const onEmailBlur = async () => {
    const email = form.getFieldValue('email');
    try {
      await form.validateFields(['email']);
      const envelope = await checkEmail.mutateAsync(String(email));
      if (envelope.code === Err.EMAIL_REGISTERED) markRegistered();
    } catch {
      // Invalid address (shown by the field) or an error the client has toasted.
    }
  };

  const onSendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['email']);
    } catch {
      return false;
    }
    const envelope = await sendCode.mutateAsync({
      email: form.getFieldValue('email'),
      sysLanguageId: form.getFieldValue('sysLanguageId'),
      purpose: 'register',
    });
    if (envelope.code === Err.EMAIL_REGISTERED) {
      markRegistered();
      return false;
    }
    toast.success(t('register.codeSent'));
    return true;
  };

  const submit = async ({ agree: _agree, sysCountryId, ...values }: RegisterForm) => {
    try {
      const envelope = await register.mutateAsync({ ...values, sysCountryId });
      if (envelope.code === Err.EMAIL_REGISTERED) return markRegistered();
      if (envelope.code !== 200) return;
      setPendingRegistration({
        result: envelope.data as LoginResult,
        areaCode: values.areaCode,
        phone: values.phone,
        phoneVerified: false,
      });
      await navigate('/phone');
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  return (
    <PublicShell title={t('register.title')} width={520}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ sysLanguageId: defaultLanguageId }}
        scrollToFirstError
        data-testid="register-form"
      >
        <RegisterAccountFields form={form} onEmailBlur={onEmailBlur} onSendCode={onSendCode} />
        <RegisterCompanyFields form={form} />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[{ validator: async (_r, v) => (v ? undefined : Promise.reject(new Error(t('register.mustAgree')))) }]}
        >
          <Checkbox data-testid="register-agree">
            {t('register.agree')} <Link to="/privacyPolic">{t('common:privacyPolicy')}</Link>
          </Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={register.isPending}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        {t('register.haveAccount')}{' '}
        <Link to="/login" data-testid="link-login">
          {t('register.toLogin')}
        </Link>
      </div>
    </PublicShell>
  );
}
