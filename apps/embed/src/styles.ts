// The widget's stylesheet (shadow DOM: nothing leaks in or out). Colours meet WCAG AA on both themes.
// The table inherits colour and font explicitly: on a host page in quirks mode it would not.
export const css = `
:host{display:block;box-sizing:border-box;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC",sans-serif;
  --arena-bg:#ffffff;--arena-fg:#1b1d21;--arena-muted:#565b64;--arena-line:#e2e4e8;--arena-accent:#b3001b;--arena-goal:#fff1b8;
  color:var(--arena-fg);background:var(--arena-bg);border:1px solid var(--arena-line);border-radius:8px;overflow:hidden}
:host([theme="dark"]){--arena-bg:#16181d;--arena-fg:#f1f2f4;--arena-muted:#b3b8c2;--arena-line:#30343c;--arena-accent:#ff8a8a;--arena-goal:#4d3d00}
:host([hidden]){display:none}
table{width:100%;border-collapse:collapse;color:inherit;font:inherit;text-align:start}
caption{text-align:start;font-weight:600;padding:8px 10px}
th{font-weight:600;font-size:12px;color:var(--arena-muted);text-align:start;padding:4px 10px;border-top:1px solid var(--arena-line)}
td{padding:6px 10px;border-top:1px solid var(--arena-line);vertical-align:middle}
.time{width:5.5em;color:var(--arena-muted);white-space:nowrap;font-variant-numeric:tabular-nums}
.home{text-align:end}
th.score,.score{text-align:center;white-space:nowrap;font-variant-numeric:tabular-nums;font-weight:700;width:4.5em}
tr[data-phase="live"] .time{color:var(--arena-accent);font-weight:600}
tr[data-goal]{background:var(--arena-goal);transition:background-color .3s}
tr[data-goal] .score{color:var(--arena-accent)}
tr[data-goal="home"] .home,tr[data-goal="away"] .away{font-weight:700}
.note{padding:10px;color:var(--arena-muted);margin:0}
.foot{padding:6px 10px;border-top:1px solid var(--arena-line);font-size:12px;text-align:end}
.foot a{color:var(--arena-muted)}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){tr[data-goal]{transition:none}}
`;
