/** The id of the small-screen menu's <details>, which its script looks up. */
export const smallScreenMenuId = "site-menu";

/**
 * Plain DOM, run inline by every page (hydrated or not). It listens on the
 * document, so it survives React re-rendering the header, and in the capture
 * phase, where React also listens: while React hydrates, it stops there any
 * key, press or focus change on a part of the page it has not hydrated yet
 * (stopPropagation, which still lets the document's other listeners hear it;
 * listening in the bubble phase, an Escape pressed in that moment was lost).
 * While the menu is open it closes it when focus moves outside it (Tab past
 * its last link), when a click lands outside it or on one of its links, and
 * on Escape, which also hands focus back to the toggle. Kept as a literal string: the server's
 * Content-Security-Policy allows it by the hash of exactly these characters.
 */
export const smallScreenMenuScript = `(()=>{const d=document,m=()=>{const e=d.getElementById("${smallScreenMenuId}");return e&&e.open?e:null};\
d.addEventListener("focusin",e=>{const o=m();if(o&&!o.contains(e.target))o.open=false},!0);\
d.addEventListener("click",e=>{const o=m();if(o&&(!o.contains(e.target)||e.target.closest("a")))o.open=false},!0);\
d.addEventListener("keydown",e=>{const o=m();if(o&&e.key==="Escape"){e.preventDefault();o.open=false;o.querySelector("summary").focus()}},!0)})()`;
