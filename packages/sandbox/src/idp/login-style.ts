/**
 * The login page's stylesheet, inlined: the system font stack, one column that fits a 320 px phone, controls at
 * least 44 px tall (WCAG 2.5.5 target size), 16 px text so mobile browsers do not zoom into inputs, and an error
 * that reads as one (colour, border and an icon-free text that does not rely on colour alone: role="alert").
 */
export const LOGIN_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.5;color:#1f2328;background:#f6f8fa}
main{max-width:24rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
form{display:grid;gap:1rem;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:8px}
label{display:grid;gap:.25rem;font-weight:600}
input,button{font:inherit;min-height:44px;width:100%;border-radius:6px}
input{padding:.5rem .75rem;border:1px solid #8c959f;background:#fff;color:inherit}
input:focus,button:focus{outline:3px solid #0969da;outline-offset:1px}
input[aria-invalid="true"]{border-color:#cf222e}
button{padding:.5rem 1rem;border:0;background:#1f6feb;color:#fff;font-weight:600;cursor:pointer}
.error{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #cf222e;border-left-width:4px;border-radius:6px;background:#ffebe9;color:#82071e}
`;
