//! A state's JSON text written together with its nodes, so that [`super::diff_written`] need
//! not scan the text it was just given.
//!
//! [`super::diff`] takes a state as text and scans it into nodes (each value's span, its key's
//! span, its kind and where its descendants end) before fingerprinting them. When the state is
//! serialised for that purpose alone, [`JsonWriter`] notes the same nodes as it writes the text:
//! it is a serde serializer (in `serializer.rs`) that writes compact JSON, byte for byte what
//! serde_json writes (the tests compare them on any JSON and on every game's states), with
//! strings checked for what needs escaping eight bytes at a time. Text that arrives already
//! written (a [`crate::wire::RawJson`] inside the state) is scanned where it is placed.

use serde::Serialize;

use super::serializer::WriteError;
use super::shared::{fingerprint, key_fingerprint, Cache};
use super::{first_of, with_byte, Kind, Node, Scanner, HIGHS, ONES};

/// JSON text and its nodes, written at once (see the module docs). A writer is cleared and
/// used again: its buffers keep their room.
#[derive(Debug)]
pub struct JsonWriter {
    pub(super) text: Vec<u8>,
    nodes: Vec<Node>,
    /// The objects and lists not closed yet (their nodes).
    open: Vec<u32>,
    /// The key's span for the next value (none: a list element or the root).
    key: (u32, u32),
    /// Something could not be written (text that arrived written and is not JSON, a map key
    /// that is not a string): no nodes to trust.
    pub(super) broken: bool,
    /// Field names found to need no escaping, by where they are (see [`Self::field_key`]).
    plain_keys: Box<[PlainKey; KEY_SLOTS]>,
    /// [`Shared`](super::Shared) parts written before.
    cache: Cache,
}

/// A field name that needs no escaping, as it is written (quoted), found by its address and
/// length.
#[derive(Clone, Copy, Debug)]
struct PlainKey {
    at: (usize, usize),
    quoted: [u8; KEY_ROOM],
}

/// The longest field name remembered, quotes included.
const KEY_ROOM: usize = 32;

/// Field names remembered as needing no escaping: a state's structs have a few dozen.
const KEY_BITS: u32 = 8;
const KEY_SLOTS: usize = 1 << KEY_BITS;

impl Default for JsonWriter {
    fn default() -> Self {
        JsonWriter {
            text: Vec::new(),
            nodes: Vec::new(),
            open: Vec::new(),
            key: (0, 0),
            broken: false,
            cache: Cache::default(),
            plain_keys: Box::new(
                [PlainKey {
                    at: (0, 0),
                    quoted: [0; KEY_ROOM],
                }; KEY_SLOTS],
            ),
        }
    }
}

impl JsonWriter {
    /// An empty writer.
    pub fn new() -> JsonWriter {
        JsonWriter::default()
    }

    /// Empties the writer for the next text, keeping its room.
    pub fn clear(&mut self) {
        self.text.clear();
        self.nodes.clear();
        self.open.clear();
        (self.key, self.broken) = ((0, 0), false);
    }

    /// Opens an object.
    pub fn begin_object(&mut self) {
        self.open_container(Kind::Object);
    }

    /// Writes the key of an object's next member (`first`: its first).
    pub fn key(&mut self, key: &str, first: bool) {
        let _ = self.write_key(first, |w| {
            w.escaped(key);
            Ok::<(), std::convert::Infallible>(())
        });
    }

    /// Closes the object opened last.
    pub fn end_object(&mut self) {
        self.close_container(b'}');
    }

    /// Writes a value, as serde_json writes it.
    pub fn value<T: Serialize + ?Sized>(&mut self, value: &T) {
        if value.serialize(&mut *self).is_err() {
            self.broken = true;
        }
    }

    /// The text written so far.
    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.text).unwrap_or("")
    }

    /// The text and its nodes, once one whole value was written whose nodes can be trusted.
    pub(super) fn parts(&mut self) -> Option<(&str, &mut Vec<Node>)> {
        if self.broken || !self.open.is_empty() || self.nodes.is_empty() {
            return None;
        }
        let text = std::str::from_utf8(&self.text).ok()?;
        Some((text, &mut self.nodes))
    }

    /// A value starts here: its node, with the pending key.
    pub(super) fn open_value(&mut self, kind: Kind) -> u32 {
        let index = self.nodes.len() as u32;
        let at = self.text.len() as u32;
        self.nodes.push(Node {
            start: at,
            end: at,
            key_start: self.key.0,
            key_end: self.key.1,
            kind,
            next: index + 1,
        });
        self.key = (0, 0);
        index
    }

    /// Value `index` ends here, after its descendants.
    pub(super) fn close_value(&mut self, index: u32) {
        let (next, at) = (self.nodes.len() as u32, self.text.len() as u32);
        if let Some(n) = self.nodes.get_mut(index as usize) {
            n.end = at;
            n.next = next;
        }
    }

    /// A value that holds no other: its node around what `write` writes.
    pub(super) fn scalar(&mut self, write: impl FnOnce(&mut Vec<u8>)) {
        let index = self.open_value(Kind::Scalar);
        write(&mut self.text);
        self.close_value(index);
    }

    /// A string value.
    pub(super) fn string(&mut self, s: &str) {
        let index = self.open_value(Kind::Scalar);
        self.escaped(s);
        self.close_value(index);
    }

    /// Opens an object or a list.
    pub(super) fn open_container(&mut self, kind: Kind) {
        let index = self.open_value(kind);
        self.open.push(index);
        self.text.push(if kind == Kind::List { b'[' } else { b'{' });
    }

    /// Closes the object or list opened last with `byte`.
    pub(super) fn close_container(&mut self, byte: u8) {
        self.text.push(byte);
        if let Some(index) = self.open.pop() {
            self.close_value(index);
        }
    }

    /// An object member's key, written by `key` (a JSON string), then `:`; the member's value
    /// comes next.
    pub(super) fn write_key<E>(
        &mut self,
        first: bool,
        key: impl FnOnce(&mut Self) -> Result<(), E>,
    ) -> Result<(), E> {
        if !first {
            self.text.push(b',');
        }
        let start = self.text.len() as u32;
        key(self)?;
        self.key = (start, self.text.len() as u32);
        self.text.push(b':');
        Ok(())
    }

    /// A [`Shared`](super::Shared) part: copied, text and nodes, when a part with the same
    /// fingerprint was written before; else written, and kept.
    pub(super) fn shared<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        match fingerprint(value) {
            Some(key) => self.cached(key, |w| value.serialize(w)),
            None => value.serialize(&mut *self),
        }
    }

    /// A value a host writes itself and keys by what it is made from (`key`'s `Hash`, which
    /// must tell apart whatever makes the text differ): copied when a value of the same key
    /// was written before, else written by `write`, and kept.
    pub fn keyed<K: std::hash::Hash + ?Sized>(&mut self, key: &K, write: impl FnOnce(&mut Self)) {
        let _ = self.cached(key_fingerprint(key), |w| {
            write(w);
            Ok(())
        });
    }

    /// A value from the cache by its fingerprint, or written by `write` and kept.
    fn cached(
        &mut self,
        key: u128,
        write: impl FnOnce(&mut Self) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        let (at, first) = (self.text.len() as u32, self.nodes.len() as u32);
        if let Some((text, nodes)) = self.cache.get(key) {
            self.text.extend_from_slice(text);
            for (i, n) in nodes.iter().enumerate() {
                let mut n = *n;
                (n.start, n.end, n.next) = (n.start + at, n.end + at, n.next + first);
                if i == 0 {
                    (n.key_start, n.key_end) = self.key;
                } else if n.key_start < n.key_end {
                    (n.key_start, n.key_end) = (n.key_start + at, n.key_end + at);
                }
                self.nodes.push(n);
            }
            self.key = (0, 0);
            return Ok(());
        }
        let broken = self.broken;
        write(self)?;
        if self.broken && !broken || self.nodes.len() == first as usize {
            // Nothing whole was written: nothing to keep.
            return Ok(());
        }
        let nodes = self.nodes[first as usize..]
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut n = *n;
                (n.start, n.end, n.next) = (n.start - at, n.end - at, n.next - first);
                if i == 0 || n.key_start == n.key_end {
                    (n.key_start, n.key_end) = (0, 0);
                } else {
                    (n.key_start, n.key_end) = (n.key_start - at, n.key_end - at);
                }
                n
            })
            .collect();
        self.cache.put(key, &self.text[at as usize..], nodes);
        Ok(())
    }

    /// Opens a list.
    pub fn begin_list(&mut self) {
        self.open_container(Kind::List);
    }

    /// Starts a list's next element (`first`: its first).
    pub fn element(&mut self, first: bool) {
        if !first {
            self.text.push(b',');
        }
        self.key = (0, 0);
    }

    /// Closes the list opened last.
    pub fn end_list(&mut self) {
        self.close_container(b']');
    }

    /// Text written before, placed here as a value: its nodes are scanned.
    pub(super) fn raw(&mut self, fragment: &str) {
        let (base, at, key) = (self.nodes.len() as u32, self.text.len() as u32, self.key);
        let mut scanner = Scanner {
            text: fragment.as_bytes(),
            at: 0,
            nodes: Vec::new(),
        };
        match scanner.value((0, 0), 0) {
            Ok(()) if scanner.at == fragment.len() => {
                for (i, mut n) in scanner.nodes.into_iter().enumerate() {
                    n.start += at;
                    n.end += at;
                    n.next += base;
                    if i == 0 {
                        (n.key_start, n.key_end) = key;
                    } else if n.key_start < n.key_end {
                        n.key_start += at;
                        n.key_end += at;
                    }
                    self.nodes.push(n);
                }
            }
            _ => self.broken = true,
        }
        self.key = (0, 0);
        self.text.extend_from_slice(fragment.as_bytes());
    }

    /// A struct's field name as a JSON string. Field names are static text, written again for
    /// every value of their struct: one found to need no escaping is remembered, quoted, by its
    /// address and length (static text never changes), and copied from there as a block of
    /// fixed size cut to its length (cheaper than a copy of a length known only then).
    pub(super) fn field_key(&mut self, key: &'static str) {
        let at = (key.as_ptr() as usize, key.len());
        // The address's bits mixed (names lie side by side, a few bytes apart).
        let slot = ((at.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - KEY_BITS)) as usize;
        let start = self.text.len();
        let remembered = &self.plain_keys[slot];
        if remembered.at == at {
            self.text.extend_from_slice(&remembered.quoted);
            self.text.truncate(start + key.len() + 2);
            return;
        }
        self.escaped(key);
        let written = &self.text[start..];
        if written.len() == key.len() + 2 && written.len() <= KEY_ROOM {
            let mut quoted = [0; KEY_ROOM];
            quoted[..written.len()].copy_from_slice(written);
            self.plain_keys[slot] = PlainKey { at, quoted };
        }
    }

    /// `s` as a JSON string: quoted, with what JSON requires escaped as serde_json escapes it.
    pub(super) fn escaped(&mut self, s: &str) {
        self.text.push(b'"');
        self.escaped_contents(s);
        self.text.push(b'"');
    }

    /// The inside of a JSON string: copied whole when nothing needs escaping (checked byte
    /// by byte for a short string: most are keys and names; eight bytes at a time for a
    /// longer one), else run by run.
    pub(super) fn escaped_contents(&mut self, s: &str) {
        let bytes = s.as_bytes();
        let plain = |b: &u8| *b >= 0x20 && *b != b'"' && *b != b'\\';
        if bytes.len() < 16 && bytes.iter().all(plain) {
            self.text.extend_from_slice(bytes);
            return;
        }
        self.escaped_runs(bytes);
    }

    /// [`Self::escaped_contents`] of any string: runs with nothing to escape found eight bytes
    /// at a time and copied whole.
    fn escaped_runs(&mut self, bytes: &[u8]) {
        let mut from = 0;
        while let Some(i) = first_of(bytes, from, needs_escape) {
            self.text.extend_from_slice(&bytes[from..i]);
            let b = bytes[i];
            match b {
                b'"' => self.text.extend_from_slice(b"\\\""),
                b'\\' => self.text.extend_from_slice(b"\\\\"),
                0x08 => self.text.extend_from_slice(b"\\b"),
                0x09 => self.text.extend_from_slice(b"\\t"),
                0x0A => self.text.extend_from_slice(b"\\n"),
                0x0C => self.text.extend_from_slice(b"\\f"),
                0x0D => self.text.extend_from_slice(b"\\r"),
                _ => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    let hex = [HEX[(b >> 4) as usize], HEX[(b & 0xF) as usize]];
                    self.text.extend_from_slice(b"\\u00");
                    self.text.extend_from_slice(&hex);
                }
            }
            from = i + 1;
        }
        self.text.extend_from_slice(&bytes[from..]);
    }
}

/// The high bit of each byte of `w` that JSON requires escaped in a string (a quote, a
/// backslash, a control character below 0x20), as [`with_byte`] marks them.
fn needs_escape(w: u64) -> u64 {
    let control = w.wrapping_sub(ONES * 0x20) & !w & HIGHS;
    with_byte(w, b'"') | with_byte(w, b'\\') | control
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::RawJson;
    use serde_json::Value;

    /// The scanner's nodes of `text`.
    fn scanned(text: &str) -> Vec<Node> {
        let mut s = Scanner {
            text: text.as_bytes(),
            at: 0,
            nodes: Vec::new(),
        };
        s.value((0, 0), 0).unwrap();
        s.nodes
    }

    fn same(a: &[Node], b: &[Node]) -> bool {
        let key = |n: &Node| (n.start, n.end, n.key_start, n.key_end, n.kind, n.next);
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| key(x) == key(y))
    }

    /// Any JSON value, with keys and strings that need escaping.
    pub(super) fn any_json() -> impl proptest::strategy::Strategy<Value = Value> {
        json_of(true)
    }

    /// Any JSON value (`floats`: with floats, which may not read back as the same number).
    fn json_of(floats: bool) -> impl proptest::strategy::Strategy<Value = Value> {
        use proptest::prelude::*;
        let float = any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(move |f| match floats {
                true => Value::from(f),
                false => Value::from(f as i64),
            });
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            float,
            "[a-z\"\\\\\n\t\u{1}\u{1f}\u{7f}\u{e9}\u{1F600}]{0,12}".prop_map(Value::from),
        ];
        leaf.prop_recursive(4, 40, 5, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..5).prop_map(Value::from),
                proptest::collection::btree_map("[a-z\"\\\\\u{2}]{0,4}", inner, 0..5)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest::proptest! {
        /// Whatever is written, the text is serde_json's and the nodes are the scanner's.
        #[test]
        fn the_nodes_written_are_the_ones_scanned(value in any_json(), raw in any_json()) {
            let mut w = JsonWriter::new();
            w.begin_object();
            w.key("value", true);
            w.value(&value);
            w.key("raw", false);
            w.value(&RawJson::of(&raw));
            w.key("list", false);
            w.value(&(&value, RawJson::of(&raw)));
            w.end_object();
            let (value_text, raw_text) = (value.to_string(), raw.to_string());
            let text = format!(
                r#"{{"value":{value_text},"raw":{raw_text},"list":[{value_text},{raw_text}]}}"#
            );
            proptest::prop_assert_eq!(w.text(), text.as_str());
            proptest::prop_assert!(!w.broken);
            proptest::prop_assert!(same(&w.nodes, &scanned(&text)));
            w.clear();
            w.value(&value);
            proptest::prop_assert!(same(&w.nodes, &scanned(w.text())));
        }

        /// Changes made from the nodes written are the changes made from the text scanned, and
        /// so are the fingerprints kept for next time.
        #[test]
        fn changes_from_the_nodes_written_are_the_changes_from_the_text(
            states in proptest::collection::vec(any_json(), 2..5),
        ) {
            let (mut by_text, mut by_nodes) = (None, None);
            let (mut a, mut b) = (String::new(), String::new());
            let mut w = JsonWriter::new();
            for state in &states {
                w.clear();
                w.begin_object();
                w.key("legal_actions", true);
                w.value(state);
                w.key("view", false);
                w.value(&RawJson::of(state));
                w.end_object();
                let text = w.text().to_string();
                by_text = Some(super::super::diff(&text, by_text, &mut a).unwrap());
                by_nodes = Some(super::super::diff_written(&mut w, by_nodes, &mut b).unwrap());
                proptest::prop_assert_eq!(&a, &b);
                proptest::prop_assert_eq!(&by_text, &by_nodes);
            }
        }
    }

    proptest::proptest! {
        /// Whatever the states (long values that change deep inside, or keep their text while
        /// what is around them changes), each one's changes rebuild it from the one before.
        #[test]
        fn changes_rebuild_every_state_from_the_one_before(
            states in proptest::collection::vec(json_of(false), 2..6),
            pad in "[a-z]{40,80}",
        ) {
            // Each state holds the value twice: alone, and beside long text that keeps the
            // parts around it long enough to be described member by member.
            let wrap = |v: &Value| serde_json::json!({"v": v, "w": {"pad": &pad, "v": [v, &pad]}});
            let mut w = JsonWriter::new();
            let (mut prints, mut out) = (None, String::new());
            let mut held = wrap(&states[0]);
            for state in &states {
                let state = wrap(state);
                w.clear();
                w.value(&state);
                prints = Some(super::super::diff_written(&mut w, prints, &mut out).unwrap());
                if !out.is_empty() {
                    let changes: Value = serde_json::from_str(&out).unwrap();
                    super::super::apply(&mut held, &mut super::super::Kept::default(), &changes)
                        .unwrap();
                }
                proptest::prop_assert_eq!(&held, &state);
            }
        }
    }

    proptest::proptest! {
        /// A shared part is written as the value itself, the first time and when copied from
        /// the cache, wherever it stands (a member, a list element, the root), with the
        /// scanner's nodes; a part that differs is never taken for it.
        #[test]
        fn a_shared_part_is_written_as_its_value_written_or_copied(
            a in any_json(),
            b in any_json(),
        ) {
            use super::super::Shared;
            let mut w = JsonWriter::new();
            for _ in 0..2 {
                let keyed = std::collections::BTreeMap::from([("x", Shared(&a)), ("y", Shared(&b))]);
                let state = (Shared(&a), vec![Shared(&b), Shared(&a)], keyed, Shared(&b));
                w.clear();
                w.value(&state);
                let keyed = serde_json::json!({"x": &a, "y": &b});
                let text = serde_json::to_string(&(&a, [&b, &a], keyed, &b)).unwrap();
                proptest::prop_assert_eq!(w.text(), text.as_str());
                proptest::prop_assert!(same(&w.nodes, &scanned(&text)));
                w.clear();
                w.value(&Shared(&b));
                proptest::prop_assert_eq!(w.text(), b.to_string());
                proptest::prop_assert!(same(&w.nodes, &scanned(&b.to_string())));
            }
        }
    }

    #[test]
    fn a_keyed_value_is_written_once_and_copied_with_its_nodes_after() {
        let mut w = JsonWriter::new();
        let mut written = 0;
        for round in 0..2 {
            w.clear();
            w.begin_object();
            w.key("list", true);
            w.begin_list();
            for (i, key) in ["a", "b", "a"].iter().enumerate() {
                w.element(i == 0);
                w.keyed(key, |w| {
                    written += 1;
                    w.value(&serde_json::json!({"name": key, "n": [1, 2]}));
                });
            }
            w.end_list();
            w.end_object();
            let text = r#"{"list":[{"n":[1,2],"name":"a"},{"n":[1,2],"name":"b"},{"n":[1,2],"name":"a"}]}"#;
            assert_eq!(w.text(), text, "round {round}");
            assert!(same(&w.nodes, &scanned(text)));
            assert!(w.parts().is_some());
        }
        assert_eq!(written, 2, "each key written once, then copied");
    }

    #[test]
    fn text_written_before_that_is_not_json_leaves_no_nodes_to_trust() {
        let mut w = JsonWriter::new();
        w.value(&serde_json::value::RawValue::from_string("[1,2]".into()).unwrap());
        assert!(w.parts().is_some());
        w.clear();
        w.raw("[1,");
        assert!(w.parts().is_none());
    }
}
