// Describing the page as plain objects and bringing the DOM in line with them.
//
// Every render builds a fresh description (`h(tag, props, ...children)`) and `patch` changes
// only the nodes that differ. Nodes are reused wherever they still fit, so an update from the
// server never drops keyboard focus, a scroll position, a half-typed input or a running
// animation. Lists whose items can come and go give each item a `key`.

// A description of one element. `props.key` identifies it among its siblings; props named
// `on<event>` are listeners; `value` and `checked` are set as properties; `true` sets an empty
// attribute and `false`, `null` or `undefined` leave the attribute out. An option's `value` is
// always written as its attribute, the empty one included.
export function h(tag, props, ...children) {
  const p = props || {};
  return { tag, props: p, key: p.key != null ? String(p.key) : null, children: flatten(children, []) };
}

function flatten(list, out) {
  for (const c of list) {
    if (c === null || c === undefined || c === false || c === true || c === '') continue;
    if (Array.isArray(c)) flatten(c, out);
    else if (typeof c === 'object') out.push(c);
    else out.push({ text: String(c) });
  }
  return out;
}

// Brings `parent`'s children in line with `vnodes` (one description or a list).
export function patch(parent, vnodes) {
  const wanted = flatten([vnodes], []);
  const keyed = new Map();
  const loose = [];
  for (const n of parent.childNodes) {
    if (n._key != null) keyed.set(n._key, n);
    else loose.push(n);
  }
  let from = 0;
  wanted.forEach((v, i) => {
    let node = null;
    if (v.key != null) {
      node = keyed.get(v.key) || null;
      if (node && !fits(node, v)) node = null;
      if (node) keyed.delete(v.key);
    } else {
      // The first unused unkeyed node of the same kind: an element that appears or disappears
      // among its siblings does not make the ones after it be rebuilt.
      for (let j = from; j < loose.length; j++) {
        if (loose[j] && fits(loose[j], v)) {
          node = loose[j];
          loose[j] = null;
          if (j === from) from += 1;
          break;
        }
      }
    }
    if (node) update(node, v);
    else node = create(v);
    const here = parent.childNodes[i];
    if (here !== node) parent.insertBefore(node, here || null);
  });
  for (const n of keyed.values()) n.remove();
  for (const n of loose) if (n) n.remove();
}

function fits(node, v) {
  if (v.text !== undefined) return node.nodeType === Node.TEXT_NODE;
  return node.nodeType === Node.ELEMENT_NODE && node.localName === v.tag && (node._key ?? null) === v.key;
}

function create(v) {
  if (v.text !== undefined) return document.createTextNode(v.text);
  const node = document.createElement(v.tag);
  node._key = v.key;
  setProps(node, v.props, {});
  patch(node, v.children);
  selectValue(node, v.props);
  return node;
}

// A select's value names one of its options, so it is set once the options are there.
function selectValue(node, props) {
  if (node.localName === 'select' && 'value' in props && props.value != null && node.value !== String(props.value)) {
    node.value = String(props.value);
  }
}

function update(node, v) {
  if (v.text !== undefined) {
    if (node.data !== v.text) node.data = v.text;
    return;
  }
  setProps(node, v.props, node._props || {});
  patch(node, v.children);
  selectValue(node, v.props);
}

// One listener per event type and node, which calls whatever handler the latest render gave.
function dispatch(ev) {
  const f = this._on && this._on[ev.type];
  if (f) f(ev);
}

function setProps(node, props, prev) {
  for (const k of Object.keys(prev)) {
    if (k in props || k === 'key') continue;
    if (k.startsWith('on')) node._on[k.slice(2).toLowerCase()] = null;
    else if (k === 'checked') node.checked = false;
    else node.removeAttribute(k === 'class' ? 'class' : k);
  }
  for (const [k, v] of Object.entries(props)) {
    if (k === 'key') continue;
    if (k.startsWith('on')) {
      const type = k.slice(2).toLowerCase();
      if (!node._on) node._on = {};
      if (!(type in node._on)) node.addEventListener(type, dispatch);
      node._on[type] = v || null;
      continue;
    }
    if (k === 'value' && node.localName === 'option') {
      // An option's value is its attribute: the property reads the option's text while the
      // attribute is missing, so `value: ''` (an "All …" choice) must be written as one.
      const text = v == null ? '' : String(v);
      if (node.getAttribute('value') !== text) node.setAttribute('value', text);
      continue;
    }
    if (k === 'value') {
      // Only what the page changed is written back: what a person is typing stays.
      const text = v == null ? '' : String(v);
      if (prev.value !== v || (document.activeElement !== node && node.value !== text)) {
        if (node.value !== text) node.value = text;
      }
      continue;
    }
    if (k === 'checked') {
      if (node.checked !== !!v) node.checked = !!v;
      continue;
    }
    if (v === null || v === undefined || v === false) {
      if (node.hasAttribute(k)) node.removeAttribute(k);
      continue;
    }
    const text = v === true ? '' : String(v);
    if (node.getAttribute(k) !== text) node.setAttribute(k, text);
  }
  node._props = props;
}

export const $ = (id) => document.getElementById(id);
