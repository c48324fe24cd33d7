// The shell's few layout styles (antd styles itself; no CSS pipeline is needed for these; the suite's
// focus and target-size rules come with its theme, SuiteTheme). The remote area keeps its height and
// shows a spinner from the first frame until a remote draws in it.
const CSS = `.shell-layout{min-height:100vh}
.top-bar{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:0 24px;background:#1f3a5f;color:#fff}
.top-bar-title{font-size:20px;font-weight:600;color:#fff}
.top-bar-user{display:flex;align-items:center;gap:12px;color:#fff;min-width:0}
.top-bar-school,.top-bar-name{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.top-bar-school{opacity:.85}
.top-bar .user-menu-button{height:40px;padding:0 4px;display:inline-flex;align-items:center;color:#fff}
.top-bar img,.user-menu-who img{width:32px;height:32px;border-radius:50%;object-fit:cover;background:#d9d9d9;display:inline-block}
.user-menu-who{display:flex;align-items:center;gap:8px;color:rgba(0,0,0,.88)}
.user-menu-school{font-weight:600}
.skip-link{position:absolute;left:8px;top:-48px;z-index:1000;padding:8px 16px;background:#fff;color:#0958d9;border-radius:4px}
.skip-link:focus{top:8px}
#main-content:focus{outline:none!important}
.shell-sider{border-right:1px solid #f0f0f0}
.shell-main{padding:0 24px;background:#f5f5f5}
.shell-breadcrumb{margin:16px 0}
.shell-breadcrumb li{min-width:0;overflow-wrap:anywhere}
.shell-menu-toggle{margin-top:12px;align-self:flex-start}
.shell-content{background:#fff;border-radius:8px;min-height:360px;overflow-wrap:break-word}
.shell-content-alone{margin-top:24px}
.shell-footer{text-align:center;background:transparent}
.shell-spin{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;color:#595959}
.sickness-page{min-height:360px}
.remote-area{position:relative;min-height:360px}
.remote-area:empty::before,.remote-area>.remote-app:only-child:empty::before{content:'';position:absolute;left:50%;top:96px;width:32px;height:32px;margin-left:-16px;border:3px solid #d9d9d9;border-top-color:#0958d9;border-radius:50%;animation:remote-area-spin .8s linear infinite}
@keyframes remote-area-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.remote-area:empty::before,.remote-area>.remote-app:only-child:empty::before{animation:none}}
`;

export function injectStyles(doc: Document = document): void {
  if (doc.getElementById('shell-styles')) return;
  const style = doc.createElement('style');
  style.id = 'shell-styles';
  style.textContent = CSS;
  doc.head.appendChild(style);
}
