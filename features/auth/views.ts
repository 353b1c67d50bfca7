/** What routes of the site's own render or answer for auth, kept out of the index (client code loads that). */
export { loginFormPost } from './login-form-post';
export { registerFormPost } from './register-form-post';
