//! One list of the state that a client keeps alone (a bot keeps its legal actions), held as
//! its elements' texts, with update changes applied to it.
//!
//! A bot reads only which actions it may take, and sends one of them back: it has no use for
//! the rest of the state, nor for a tree of every action. [`HeldList`] keeps each element as
//! the text the server wrote (parsed into a tree only when a change reaches inside it), reads
//! only the changes that reach the list (the rest are skipped by their paths), and keeps the
//! list's last non-empty value as [`super::Kept`] does, for a list rebuilt after being empty.
//! It gives the same elements as [`super::apply`] on the whole state; the tests check it
//! against that on changes the server's [`super::diff`] makes. [`root_members`] reads a
//! message's root members as texts, skipping the rest.

use serde_json::value::RawValue;
use serde_json::Value;

use super::{
    apply_inside, first_of, kept_slot, resolve, spaces, with_byte, ChangeError, Kept, Kind, Node,
    NotJson, Scanner,
};

/// An element of a held list: the text it came in, or, once a change reached inside it, the
/// tree that change was applied to (written out again only when it is sent).
#[derive(Clone, Debug)]
pub enum Element {
    /// As the server wrote it.
    Text(Box<str>),
    /// Parsed, and changed since.
    Tree(Value),
}

impl Element {
    /// The element as JSON text.
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        match self {
            Element::Text(t) => std::borrow::Cow::Borrowed(t),
            Element::Tree(v) => std::borrow::Cow::Owned(v.to_string()),
        }
    }

    /// The element as a tree.
    pub fn value(&self) -> Result<Value, ChangeError> {
        match self {
            Element::Text(t) => serde_json::from_str(t).map_err(bad),
            Element::Tree(v) => Ok(v.clone()),
        }
    }

    /// The string member `key` of an object element (`""` when it has none): an action's tag,
    /// read without parsing the element.
    pub fn tag(&self, key: &str) -> &str {
        match self {
            Element::Tree(v) => v.get(key).and_then(Value::as_str).unwrap_or(""),
            Element::Text(t) => text_tag(t, key).unwrap_or(""),
        }
    }

    fn into_tree(self) -> Result<Value, ChangeError> {
        match self {
            Element::Text(t) => serde_json::from_str(&t).map_err(bad),
            Element::Tree(v) => Ok(v),
        }
    }
}

/// The string member `key` of the object `text`, found by reading its top level only.
fn text_tag<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    #[derive(serde::Deserialize)]
    struct Member<'a>(#[serde(borrow)] std::collections::BTreeMap<&'a str, &'a RawValue>);
    // The tag the server writes first (`{"action":"use_skill",…}`): read it straight off.
    let quoted = text.strip_prefix("{\"")?;
    if let Some(rest) = quoted
        .strip_prefix(key)
        .and_then(|r| r.strip_prefix("\":\""))
    {
        if let Some(end) = rest.find(['"', '\\']) {
            if rest.as_bytes()[end] == b'"' {
                return Some(&rest[..end]);
            }
        }
    }
    let members: Member<'_> = serde_json::from_str(text).ok()?;
    let value = members.0.get(key)?.get();
    let inner = value.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains('\\')).then_some(inner)
}

fn bad(e: serde_json::Error) -> ChangeError {
    ChangeError(e.to_string())
}

/// The list a client keeps of the state's root member `key` (see the module docs).
#[derive(Clone, Debug)]
pub struct HeldList {
    key: &'static str,
    elements: Vec<Element>,
    /// The last non-empty list since the last whole update, when `key` is one of
    /// [`super::KEPT_LISTS`] (empty: none).
    kept: Vec<Element>,
    /// The nodes of the last changes read (a buffer kept to be used again).
    nodes: Vec<Node>,
}

/// Changes' text scanned into nodes (see [`super::Scanner`]): read by their spans, never
/// decoded but for path steps.
struct Scanned<'t, 'n> {
    text: &'t str,
    nodes: &'n [Node],
}

/// Scans `text`, one JSON value, into `nodes` (cleared first).
fn scan(text: &str, nodes: &mut Vec<Node>) -> Result<(), NotJson> {
    let mut scanner = Scanner {
        text: text.as_bytes(),
        at: 0,
        nodes: std::mem::take(nodes),
    };
    scanner.nodes.clear();
    let scanned = scanner.value((0, 0), 0).and_then(|()| {
        scanner.skip_space();
        match scanner.at == text.len() {
            true => Ok(()),
            false => Err(NotJson),
        }
    });
    *nodes = scanner.nodes;
    scanned
}

impl<'t> Scanned<'t, '_> {
    fn node(&self, i: u32) -> Node {
        self.nodes[i as usize]
    }

    fn span(&self, i: u32) -> &'t str {
        let n = self.node(i);
        &self.text[n.start as usize..n.end as usize]
    }

    fn children(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        let end = self.node(i).next;
        let first = (i + 1 < end).then_some(i + 1);
        std::iter::successors(first, move |&c| {
            let next = self.node(c).next;
            (next < end).then_some(next)
        })
    }

    /// A list's elements (none for anything else).
    fn elements(&self, i: u32) -> Result<impl Iterator<Item = u32> + '_, ChangeError> {
        if self.node(i).kind != Kind::List {
            return Err(ChangeError(format!("not a list: {}", self.span(i))));
        }
        Ok(self.children(i))
    }

    /// Reads the change at node `change`, `[path, value]` or `[path, items, 1]`: its path
    /// resolved from the last change's into `last`, its value's node, and whether it rebuilds.
    fn change(&self, change: u32, last: &mut Vec<Value>) -> Result<(u32, bool), ChangeError> {
        let not_change = || ChangeError(format!("not [path, value]: {}", self.span(change)));
        let mut parts = self.elements(change)?;
        let (Some(path_node), Some(value)) = (parts.next(), parts.next()) else {
            return Err(not_change());
        };
        let rebuilt = match parts.next() {
            None => false,
            Some(flag) if self.span(flag) == "1" && parts.next().is_none() => true,
            Some(_) => return Err(not_change()),
        };
        let path = self
            .elements(path_node)?
            .map(|step| self.step(step))
            .collect::<Result<Vec<_>, _>>()?;
        resolve(last, &path)?;
        Ok((value, rebuilt))
    }

    /// A path step: a key (a string) or an index (a number), as a tree.
    fn step(&self, i: u32) -> Result<Value, ChangeError> {
        let text = self.span(i);
        match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            Some(plain) if !plain.contains('\\') => Ok(Value::String(plain.to_string())),
            _ => serde_json::from_str(text).map_err(bad),
        }
    }
}

/// Hands each root member of the JSON object `text` (a server message) to `each`, as its key
/// (as written, without the quotes) and its value's text, without decoding or recording the
/// values: a client that reads a few members of each message (a bot: the type, the version,
/// the changes) skips the rest (the events) by their brackets and strings alone. Refuses text
/// that is not one object; a value that is not JSON may be handed on as it is (its reader
/// refuses it).
pub fn root_members<'t>(
    text: &'t str,
    mut each: impl FnMut(&'t str, &'t str),
) -> Result<(), NotJson> {
    let t = text.as_bytes();
    let space = |mut at: usize| {
        while t.get(at).is_some_and(u8::is_ascii_whitespace) {
            at += 1;
        }
        at
    };
    let mut at = space(0);
    if t.get(at) != Some(&b'{') {
        return Err(NotJson);
    }
    at = space(at + 1);
    if t.get(at) == Some(&b'}') {
        return (space(at + 1) == t.len()).then_some(()).ok_or(NotJson);
    }
    loop {
        if t.get(at) != Some(&b'"') {
            return Err(NotJson);
        }
        let key_end = string_end(t, at)?;
        let colon = space(key_end);
        if t.get(colon) != Some(&b':') {
            return Err(NotJson);
        }
        let start = space(colon + 1);
        let end = value_end(t, start)?;
        let (key, value) = (text.get(at + 1..key_end - 1), text.get(start..end));
        each(key.ok_or(NotJson)?, value.ok_or(NotJson)?);
        at = space(end);
        match t.get(at) {
            Some(b',') => at = space(at + 1),
            Some(b'}') if space(at + 1) == t.len() => return Ok(()),
            _ => return Err(NotJson),
        }
    }
}

/// Where the string whose opening quote is at `at` ends (after its closing quote).
fn string_end(t: &[u8], mut at: usize) -> Result<usize, NotJson> {
    at += 1;
    loop {
        let i = first_of(t, at, |w| with_byte(w, b'"') | with_byte(w, b'\\')).ok_or(NotJson)?;
        if t[i] == b'"' {
            return Ok(i + 1);
        }
        at = i + 2; // the escaped byte
    }
}

/// Where the value that starts at `at` ends, found by its brackets and strings.
fn value_end(t: &[u8], at: usize) -> Result<usize, NotJson> {
    match t.get(at).ok_or(NotJson)? {
        b'"' => string_end(t, at),
        b'{' | b'[' => {
            let (mut at, mut depth) = (at, 0usize);
            loop {
                let i = first_of(t, at, |w| {
                    with_byte(w, b'"')
                        | with_byte(w, b'{')
                        | with_byte(w, b'}')
                        | with_byte(w, b'[')
                        | with_byte(w, b']')
                })
                .ok_or(NotJson)?;
                match t[i] {
                    b'"' => at = string_end(t, i)?,
                    b'{' | b'[' => {
                        depth += 1;
                        at = i + 1;
                    }
                    _ => {
                        depth = depth.checked_sub(1).ok_or(NotJson)?;
                        at = i + 1;
                        if depth == 0 {
                            return Ok(at);
                        }
                    }
                }
            }
        }
        _ => {
            let end = first_of(t, at, |w| {
                with_byte(w, b',') | with_byte(w, b']') | with_byte(w, b'}') | spaces(w)
            })
            .unwrap_or(t.len());
            (end > at).then_some(end).ok_or(NotJson)
        }
    }
}

impl HeldList {
    /// An empty list of the root member `key`.
    pub fn new(key: &'static str) -> HeldList {
        HeldList {
            key,
            elements: Vec::new(),
            kept: Vec::new(),
            nodes: Vec::new(),
        }
    }

    /// The list of a whole update (its elements' texts), with nothing kept from before.
    pub fn whole(&mut self, elements: impl IntoIterator<Item = Box<str>>) {
        self.elements = elements.into_iter().map(Element::Text).collect();
        self.kept.clear();
    }

    /// The elements, in order.
    pub fn elements(&self) -> &[Element] {
        &self.elements
    }

    /// Applies the changes of an `update_changes` (their text) that reach the list. Changes
    /// that never name the list's key leave it, and what is kept, as they were, unread; on
    /// an error the list may be left partly changed, and the client asks for the state again.
    pub fn apply(&mut self, changes: &str) -> Result<(), ChangeError> {
        // A change reaches the list only by a path that names its key (a later path may take
        // steps back from it) or by replacing the whole state, whose value names it.
        if !changes.contains(self.key) {
            return Ok(());
        }
        let mut nodes = std::mem::take(&mut self.nodes);
        let applied = match scan(changes, &mut nodes) {
            Ok(()) => self.apply_scanned(&Scanned {
                text: changes,
                nodes: &nodes,
            }),
            Err(NotJson) => Err(ChangeError("changes that are not JSON".into())),
        };
        self.nodes = nodes;
        applied
    }

    fn apply_scanned(&mut self, s: &Scanned<'_, '_>) -> Result<(), ChangeError> {
        let mut last = Vec::new();
        for change in s.elements(0)? {
            let (value, rebuilt) = s.change(change, &mut last)?;
            match last.split_first() {
                // The whole state: the list is its member.
                None => {
                    let member = (s.node(value).kind == Kind::Object)
                        .then(|| {
                            s.children(value)
                                .find(|&c| s.node(c).key(s.text) == self.key)
                        })
                        .flatten()
                        .ok_or_else(|| ChangeError(format!("no {} in the state", self.key)))?;
                    self.replace(s, member, rebuilt)?;
                }
                Some((Value::String(first), rest)) if first == self.key => {
                    self.change(s, rest, value, rebuilt)?
                }
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// Applies one change whose path, from the list, is `path`.
    fn change(
        &mut self,
        s: &Scanned<'_, '_>,
        path: &[Value],
        value: u32,
        rebuilt: bool,
    ) -> Result<(), ChangeError> {
        let Some((step, rest)) = path.split_first() else {
            return self.replace(s, value, rebuilt);
        };
        let index = step
            .as_u64()
            .and_then(|i| usize::try_from(i).ok())
            .filter(|&i| i < self.elements.len())
            .ok_or_else(|| ChangeError(format!("no {step} on the path {path:?}")))?;
        let element = &mut self.elements[index];
        if rest.is_empty() && !rebuilt {
            *element = Element::Text(s.span(value).into());
            return Ok(());
        }
        // Inside the element: applied to its tree, with the path from the element.
        let mut tree = std::mem::replace(element, Element::Tree(Value::Null)).into_tree()?;
        let value: Value = serde_json::from_str(s.span(value)).map_err(bad)?;
        let mut one = vec![Value::Array(rest.to_vec()), value];
        if rebuilt {
            one.push(Value::from(1));
        }
        let changes = Value::Array(vec![Value::Array(one)]);
        let applied = apply_inside(&mut tree, None, &mut Kept::default(), &changes);
        *element = Element::Tree(tree);
        applied
    }

    /// Replaces the whole list by node `value`, or rebuilds it from its items (`rebuilt`):
    /// from the kept list while the list is empty, else from the list itself.
    fn replace(
        &mut self,
        s: &Scanned<'_, '_>,
        value: u32,
        rebuilt: bool,
    ) -> Result<(), ChangeError> {
        let new = if rebuilt {
            let from = if self.elements.is_empty() {
                &mut self.kept
            } else {
                &mut self.elements
            };
            rebuild(from, s, value)?
        } else {
            s.elements(value)?
                .map(|e| Element::Text(s.span(e).into()))
                .collect()
        };
        let old = std::mem::replace(&mut self.elements, new);
        // A list rebuilt into a non-empty one gave its elements to it; one rebuilt into an
        // empty one took none. Only the decision lists are kept.
        let gave_elements = rebuilt && !self.elements.is_empty();
        if kept_slot(self.key).is_some() && !old.is_empty() && !gave_elements {
            self.kept = old;
        }
        Ok(())
    }
}

/// A list rebuilt from the items of node `items` (see [`super::rebuild`], which this follows
/// on texts): the old elements it keeps are taken out of `old` (copied only when named more
/// than once).
fn rebuild(
    old: &mut [Element],
    s: &Scanned<'_, '_>,
    items: u32,
) -> Result<Vec<Element>, ChangeError> {
    /// An item, read: a new value, or an element named by its index, with its changes.
    enum Item {
        New(u32),
        Named(i64, Option<u32>),
    }
    let not_item =
        |item: u32| ChangeError(format!("not an item of a rebuilt list: {}", s.span(item)));
    let mut named = vec![0u32; old.len()];
    let mut read = Vec::new();
    for (made, item) in s
        .elements(items)
        .map_err(|_| ChangeError(format!("not a list of items: {}", s.span(items))))?
        .enumerate()
    {
        let (index, changes) = match s.node(item).kind {
            Kind::List => {
                let parts: Vec<u32> = s.children(item).collect();
                match parts.as_slice() {
                    [one] => {
                        read.push(Item::New(*one));
                        continue;
                    }
                    [index, changes] if s.node(*changes).kind == Kind::List => {
                        (*index, Some(*changes))
                    }
                    _ => return Err(not_item(item)),
                }
            }
            Kind::Scalar => (item, None),
            Kind::Object => return Err(not_item(item)),
        };
        match s.span(index).parse::<i64>().ok() {
            Some(k) if k < 0 && k.unsigned_abs() <= made as u64 => {
                read.push(Item::Named(k, changes))
            }
            Some(k) if k >= 0 && (k as u64) < old.len() as u64 => {
                named[k as usize] += 1;
                read.push(Item::Named(k, changes));
            }
            _ => {
                return Err(ChangeError(format!(
                    "no element {} to rebuild from",
                    s.span(index)
                )))
            }
        }
    }
    let mut out: Vec<Element> = Vec::with_capacity(read.len());
    for item in read {
        let element = match item {
            Item::New(value) => Element::Text(s.span(value).into()),
            Item::Named(index, changes) => {
                let element = if index < 0 {
                    out[out.len() - index.unsigned_abs() as usize].clone()
                } else {
                    let k = index as usize;
                    named[k] -= 1;
                    if named[k] == 0 {
                        std::mem::replace(&mut old[k], Element::Tree(Value::Null))
                    } else {
                        old[k].clone()
                    }
                };
                match changes {
                    None => element,
                    Some(changes) => changed(element, s, changes)?,
                }
            }
        };
        out.push(element);
    }
    Ok(out)
}

/// `element` with the changes of node `changes` (paths from the element): made in its text,
/// each changed value's span replaced, while it is text and no change rebuilds a list in it
/// (the element is then parsed and the changes applied to its tree).
fn changed(element: Element, s: &Scanned<'_, '_>, changes: u32) -> Result<Element, ChangeError> {
    let list: Vec<u32> = s.elements(changes)?.collect();
    let in_text = list.iter().all(|&c| s.children(c).count() == 2);
    let text = match element {
        Element::Text(text) if in_text => text,
        element => {
            let mut tree = element.into_tree()?;
            let changes: Value = serde_json::from_str(s.span(changes)).map_err(bad)?;
            apply_inside(&mut tree, None, &mut Kept::default(), &changes)?;
            return Ok(Element::Tree(tree));
        }
    };
    let mut text = String::from(text);
    let (mut last, mut nodes) = (Vec::new(), Vec::new());
    for change in list {
        let (value, _) = s.change(change, &mut last)?;
        scan(&text, &mut nodes)
            .map_err(|NotJson| ChangeError("an element that is not JSON".into()))?;
        let e = Scanned {
            text: &text,
            nodes: &nodes,
        };
        let mut at = 0;
        for step in &last {
            let found = match (e.node(at).kind, step) {
                (Kind::Object, Value::String(key)) => {
                    e.children(at).find(|&c| e.node(c).key(e.text) == key)
                }
                (Kind::List, Value::Number(i)) => i
                    .as_u64()
                    .and_then(|i| e.children(at).nth(usize::try_from(i).ok()?)),
                _ => None,
            };
            at = found.ok_or_else(|| ChangeError(format!("no {step} on the path {last:?}")))?;
        }
        let n = e.node(at);
        text.replace_range(n.start as usize..n.end as usize, s.span(value));
    }
    Ok(Element::Text(text.into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::changes::{apply, diff};
    use serde_json::json;

    /// An action of the pool the states below draw from: short ones, long ones, and long ones
    /// that differ in one short member (what makes rebuilt elements with changes).
    fn action(i: u8) -> Value {
        let faces = ["omni", "cryo", "pyro", "hydro"];
        match i % 6 {
            0 => json!({"action": "declare_end"}),
            1 => json!({"action": "switch", "slot": i % 3, "dice": [faces[(i % 4) as usize]]}),
            2 | 3 => json!({
                "action": "play_card",
                "card": 300 + i as u32 / 2,
                "target": {"side": "own", "slot": i % 3},
                "dice": faces[..(i % 4) as usize + 1],
            }),
            4 => json!({"action": "use_skill", "skill": 1000 + i as u32, "dice": ["omni", "omni"]}),
            _ => json!({"action": "tune", "card": 300 + i as u32, "die": "omni"}),
        }
    }

    proptest::proptest! {
        /// A bot that holds only its legal actions, as texts, has the same ones after every
        /// update as a client applying the same changes to the whole state: through lists
        /// that change, empty and come back (rebuilt from the one kept), and whole states.
        #[test]
        fn a_held_list_follows_the_changes_as_the_whole_state_does(
            lists in proptest::collection::vec(
                proptest::collection::vec(0u8..40, 0..9),
                1..12,
            ),
            whole_at in 0usize..12,
        ) {
            let states: Vec<Value> = lists
                .iter()
                .enumerate()
                .map(|(turn, list)| {
                    json!({
                        "view": {"turn": turn, "board": "a value long enough to be compared member by member"},
                        "decisions": [],
                        "legal_actions": list.iter().map(|&i| action(i)).collect::<Vec<_>>(),
                        "unavailable": list.iter().take(2).map(|&i| action(i + 1)).collect::<Vec<_>>(),
                    })
                })
                .collect();
            let mut out = String::new();
            let mut prints = diff(&states[0].to_string(), None, &mut out).unwrap();
            let (mut state, mut kept) = (states[0].clone(), Kept::default());
            let mut legal = HeldList::new("legal_actions");
            let first = states[0]["legal_actions"].as_array().unwrap();
            legal.whole(first.iter().map(|e| e.to_string().into()));
            for (n, new) in states.iter().enumerate().skip(1) {
                if n == whole_at {
                    // A change that replaces the whole state.
                    out = json!([[[], new]]).to_string();
                } else {
                    prints = diff(&new.to_string(), Some(prints), &mut out).unwrap();
                }
                let changes: Value = serde_json::from_str(&out).unwrap();
                apply(&mut state, &mut kept, &changes).unwrap();
                legal.apply(&out).unwrap();
                let held: Vec<Value> = legal.elements().iter().map(|e| e.value().unwrap()).collect();
                proptest::prop_assert_eq!(&Value::Array(held), &state["legal_actions"]);
                proptest::prop_assert_eq!(&state, new);
                if n == whole_at {
                    prints = diff(&new.to_string(), None, &mut out).unwrap();
                }
            }
        }
    }

    #[test]
    fn an_elements_tag_is_read_from_its_text_or_its_tree() {
        let text = |t: &str| Element::Text(t.into());
        assert_eq!(
            text(r#"{"action":"use_skill","skill":3}"#).tag("action"),
            "use_skill"
        );
        assert_eq!(text(r#"{"skill":3,"action":"tune"}"#).tag("action"), "tune");
        assert_eq!(text(r#"{"action":"a\"b"}"#).tag("action"), "");
        assert_eq!(text(r#"[1,2]"#).tag("action"), "");
        assert_eq!(
            Element::Tree(json!({"action": "switch"})).tag("action"),
            "switch"
        );
    }

    #[test]
    fn changes_that_do_not_fit_the_held_list_are_refused() {
        let mut legal = HeldList::new("legal_actions");
        legal.whole(["1".into(), "2".into()]);
        for bad in [
            r#"{"legal_actions": 1}"#,
            r#"[[["legal_actions", 2], 1]]"#,
            r#"[[["legal_actions", "x"], 1]]"#,
            r#"[[["legal_actions"], [0, 2], 1]]"#,
            r#"[[["legal_actions"], [-1], 1]]"#,
            r#"[[["legal_actions"], [[1, 2, 3]], 1]]"#,
            r#"[[["legal_actions"], 7]]"#,
            r#"[[[], {"view": "legal_actions"}]]"#,
        ] {
            assert!(legal.apply(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_messages_root_members_are_read_as_texts() {
        let mut seen = Vec::new();
        let text = r#"{"type":"update_changes","version":7, "events":[{"a":[1,"]"]}],"x\"y":null}"#;
        root_members(text, |k, v| seen.push((k, v))).unwrap();
        assert_eq!(
            seen,
            [
                ("type", r#""update_changes""#),
                ("version", "7"),
                ("events", r#"[{"a":[1,"]"]}]"#),
                (r#"x\"y"#, "null")
            ]
        );
        for bad in [
            "[1]",
            "{",
            r#"{"a":1} 2"#,
            "",
            r#"{"a":[1}"#,
            r#"{"a":"b"#,
            r#"{"a" 1}"#,
        ] {
            assert_eq!(root_members(bad, |_, _| {}), Err(NotJson), "{bad:?}");
        }
        root_members(" { } ", |_, _| panic!("no member")).unwrap();
    }
}
