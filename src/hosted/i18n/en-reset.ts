// English texts of the password reset page (only the pages that use them load them).

/** English texts of the password reset page. */
export const enReset = {
  reset: {
    title: 'Set a new password',
    activationTitle: 'Set your password',
    intro: 'Choose a new password for your account.',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    submit: 'Save password',
    submitting: 'Saving…',
    done: 'Your password is saved. Taking you on…',
    approval: 'Your password is saved. You can sign in once the shop has approved your account.',
    expiredTitle: 'This link has expired',
    expiredIntro: 'Password links work once and for 2 hours. Enter your e-mail and we’ll send you a new one.',
  },
};
