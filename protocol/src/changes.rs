//! Update changes: what changed in a viewer's update since the one before it, and putting
//! them back together.
//!
//! A client that says `hello` with `"updates": "changes"` gets each match's first update in
//! full (`update`) and every later one as `update_changes`: its events, and the list of
//! changes that turn the previous update's state (view, decisions, legal actions,
//! unavailable options: [`UpdateState`]) into this one's. A change is `[path, value]`: the
//! path is the list of object keys and list indices from the state's root, and the value
//! replaces what is there (an empty path replaces the whole state). A path that starts with a
//! number n is the previous change's path less its last n steps, then the rest. A change
//! `[path, items, 1]` rebuilds the list at the path: each item is the index of an element of
//! the list as it was (-k: of the new element k places before it), `[index, changes]` for
//! such an element with changes (their paths from the element), or `[value]` for a new
//! element. For the decision lists ([`KEPT_LISTS`]: legal actions, unavailable options) an
//! index into a list that is empty refers to the last non-empty list the path held since the
//! last whole update (none: only new elements to rebuild from): a seat's options come back
//! much as they were after the other seats' turns ([`Kept`]). Changes are applied in order.
//!
//! The server ([`diff`]) keeps no copy of what it sent, only [`Fingerprints`]: one 64-bit
//! word per value it compares next time (the hash of the value's text and how many words
//! describe the values inside it), in document order. Values shorter than
//! [`SPLIT_BYTES`] are compared whole; longer objects and lists are compared member by member
//! when their keys (or their length) are unchanged, and sent whole when that is shorter
//! than sending their changed members one by one.

use std::fmt::Write as _;
use std::hash::{BuildHasher, Hasher};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::wire::{DecisionInfo, RawJson, ServerMsg, Unavailable};

mod held;
mod serializer;
mod shared;
mod spare;
mod written;
pub use held::{root_members, Element, HeldList};
pub use shared::Shared;
pub use written::JsonWriter;

/// The part of an `update` that `update_changes` describes by its changes. Its keys are
/// always present, so the state's root keeps its shape from one update to the next.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UpdateState {
    /// The viewer's view.
    pub view: RawJson,
    /// Pending decisions with deadlines.
    pub decisions: Vec<DecisionInfo>,
    /// The viewer's legal actions.
    pub legal_actions: Vec<RawJson>,
    /// The viewer's options the rules refuse now.
    pub unavailable: Vec<Unavailable>,
}

impl UpdateState {
    /// An `update` taken apart into its match id, version, events and state; any other
    /// message is given back as it is (boxed).
    pub fn split(
        msg: ServerMsg,
    ) -> Result<(String, u64, Vec<RawJson>, UpdateState), Box<ServerMsg>> {
        match msg {
            ServerMsg::Update {
                match_id,
                version,
                view,
                events,
                decisions,
                legal_actions,
                unavailable,
            } => Ok((
                match_id,
                version,
                events,
                UpdateState {
                    view,
                    decisions,
                    legal_actions,
                    unavailable,
                },
            )),
            other => Err(Box::new(other)),
        }
    }

    /// The whole `update` of this state.
    pub fn into_update(self, match_id: String, version: u64, events: Vec<RawJson>) -> ServerMsg {
        ServerMsg::Update {
            match_id,
            version,
            view: self.view,
            events,
            decisions: self.decisions,
            legal_actions: self.legal_actions,
            unavailable: self.unavailable,
        }
    }
}

/// Old elements of the same keys tried, at most, for the changes that make a new element of a
/// rebuilt list from one of them.
const PATCH_TRIES: usize = 4;

/// Changes this short (one short value changed) end the search for an element to make a new
/// element of a rebuilt list from.
const GOOD_ENOUGH: usize = 24;

/// How many new elements back a rebuilt list's element is looked for among the ones before it.
const LOOK_BACK: usize = 16;

/// Objects and lists at least this long (in bytes of JSON text) are compared member by member;
/// shorter values are compared, and sent, whole.
pub const SPLIT_BYTES: usize = 64;

/// The root keys of the lists a client keeps the last non-empty value of, for changes to
/// rebuild them from when they come back after being empty.
pub const KEPT_LISTS: [&str; 2] = ["legal_actions", "unavailable"];

/// What the server remembers of the last state it sent one viewer (see the module docs): a
/// word per compared value and, for each of [`KEPT_LISTS`], the words of the elements of the
/// last non-empty list sent there (empty: none since the last whole update).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fingerprints {
    words: Vec<u64>,
    kept: [Box<[u64]>; 2],
}

/// A client's copy of the last non-empty value of each of [`KEPT_LISTS`] (empty: none since
/// the last whole update), which changes may rebuild those lists from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept([Vec<Value>; 2]);

/// Which of [`KEPT_LISTS`] `key` is.
fn kept_slot(key: &str) -> Option<usize> {
    KEPT_LISTS.iter().position(|k| *k == key)
}

fn non_empty(v: &Value) -> bool {
    v.as_array().is_some_and(|l| !l.is_empty())
}

/// The low bits of a value's word: how many words follow for the values inside it (0: it is
/// compared whole). The high bits are its text's hash.
const BELOW: u64 = 0xFFFF;

/// The bit of a shape word that says it is a list's (its length); an object's is the hash of
/// its keys.
const LIST: u64 = 1 << 63;

/// Where each value starts in a row of values' words (each value's word, then the words of the
/// values inside it).
fn values(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    let first = (!words.is_empty()).then_some(0);
    std::iter::successors(first, move |&y| {
        let next = y + 1 + (words[y] & BELOW) as usize;
        (next < words.len()).then_some(next)
    })
}

/// One fixed hasher: fingerprints are only compared within one server process.
fn hash(bytes: &[u8]) -> u64 {
    foldhash::quality::FixedState::with_seed(0x7461_7665_726e).hash_one(bytes)
}

/// What kind of JSON value a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Object,
    List,
    Scalar,
}

/// Eight bytes of text at a time, read as one word (first byte lowest): the ends of strings and
/// scalars are found without a branch per byte.
const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `w` that is `byte` (and maybe of bytes after the first such
/// one, which [`first_of`] never reads).
fn with_byte(w: u64, byte: u8) -> u64 {
    let x = w ^ (ONES * byte as u64);
    x.wrapping_sub(ONES) & !x & HIGHS
}

/// The high bit of each byte of `w` that is JSON white space (space, tab, line feed, carriage
/// return: all below `!`), as [`with_byte`] marks them.
fn spaces(w: u64) -> u64 {
    // A byte below 0x21 and not above 0x7F: subtracting 0x21 borrows into its high bit.
    w.wrapping_sub(ONES * 0x21) & !w & HIGHS
}

/// Where the first byte from `at` on is that `marks` marks (see [`with_byte`]), if any.
fn first_of(text: &[u8], mut at: usize, marks: impl Fn(u64) -> u64) -> Option<usize> {
    while let Some(chunk) = text.get(at..at + 8) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        let m = marks(w);
        if m != 0 {
            return Some(at + (m.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    // The last few bytes, padded with ones that nothing marks.
    let rest = text.get(at..)?;
    let mut chunk = [0xFF; 8];
    chunk[..rest.len()].copy_from_slice(rest);
    let m = marks(u64::from_le_bytes(chunk));
    let i = (m.trailing_zeros() / 8) as usize;
    (i < rest.len()).then_some(at + i)
}

/// One value of the scanned text, in document order.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// Its text: `start..end`.
    start: u32,
    end: u32,
    /// Its key's text, quotes included (`key_start == key_end`: a list element or the root).
    key_start: u32,
    key_end: u32,
    kind: Kind,
    /// The node after its last descendant.
    next: u32,
}

impl Node {
    /// Its key as written, without the quotes (empty for a list element or the root).
    fn key<'t>(&self, text: &'t str) -> &'t str {
        let (start, end) = (self.key_start as usize, self.key_end as usize);
        text.get(start + 1..end.saturating_sub(1)).unwrap_or("")
    }
}

/// The text is not the JSON the server writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotJson;

/// A recursive-descent scan of JSON text into nodes (no value is decoded).
struct Scanner<'a> {
    text: &'a [u8],
    at: usize,
    nodes: Vec<Node>,
}

impl Scanner<'_> {
    fn skip_space(&mut self) {
        // Every byte of white space is below `!`; the server's own text has none.
        while let Some(&b) = self.text.get(self.at) {
            if b > b' ' || !b.is_ascii_whitespace() {
                return;
            }
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Result<u8, NotJson> {
        self.skip_space();
        self.text.get(self.at).copied().ok_or(NotJson)
    }

    fn expect(&mut self, byte: u8) -> Result<(), NotJson> {
        if self.peek()? != byte {
            return Err(NotJson);
        }
        self.at += 1;
        Ok(())
    }

    /// Skips a string whose opening quote is at `self.at`.
    fn string(&mut self) -> Result<(), NotJson> {
        self.at += 1;
        loop {
            let i = first_of(self.text, self.at, |w| {
                with_byte(w, b'"') | with_byte(w, b'\\')
            })
            .ok_or(NotJson)?;
            self.at = i + 1;
            if self.text[i] == b'"' {
                return Ok(());
            }
            self.at += 1; // the escaped byte
        }
    }

    /// Scans one value, recorded with its key's span.
    fn value(&mut self, key: (u32, u32), depth: u32) -> Result<(), NotJson> {
        if depth > 256 {
            return Err(NotJson);
        }
        let first = self.peek()?;
        let index = self.nodes.len();
        let start = self.at as u32;
        let kind = match first {
            b'{' => Kind::Object,
            b'[' => Kind::List,
            _ => Kind::Scalar,
        };
        self.nodes.push(Node {
            start,
            end: start,
            key_start: key.0,
            key_end: key.1,
            kind,
            next: 0,
        });
        match kind {
            Kind::Object => {
                self.at += 1;
                if self.peek()? == b'}' {
                    self.at += 1;
                } else {
                    loop {
                        if self.peek()? != b'"' {
                            return Err(NotJson);
                        }
                        let key_start = self.at as u32;
                        self.string()?;
                        let key_end = self.at as u32;
                        self.expect(b':')?;
                        self.value((key_start, key_end), depth + 1)?;
                        match self.peek()? {
                            b',' => self.at += 1,
                            b'}' => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err(NotJson),
                        }
                    }
                }
            }
            Kind::List => {
                self.at += 1;
                if self.peek()? == b']' {
                    self.at += 1;
                } else {
                    loop {
                        self.value((0, 0), depth + 1)?;
                        match self.peek()? {
                            b',' => self.at += 1,
                            b']' => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err(NotJson),
                        }
                    }
                }
            }
            Kind::Scalar if first == b'"' => self.string()?,
            Kind::Scalar => {
                // Numbers, true, false and null end at the next comma, bracket or space.
                let end = first_of(self.text, self.at, |w| {
                    with_byte(w, b',') | with_byte(w, b']') | with_byte(w, b'}') | spaces(w)
                })
                .unwrap_or(self.text.len());
                if end == self.at {
                    return Err(NotJson);
                }
                self.at = end;
            }
        }
        let next = self.nodes.len() as u32;
        let node = &mut self.nodes[index];
        node.end = self.at as u32;
        node.next = next;
        Ok(())
    }
}

/// The scanned state and its fingerprints: each word's node (`u32::MAX` for a shape word).
struct Described {
    nodes: Vec<Node>,
    words: Vec<u64>,
    node_of: Vec<u32>,
}

thread_local! {
    /// Each thread's buffers for scanning (they grow to the largest state seen, once).
    static SCRATCH: std::cell::RefCell<Option<Described>> = const { std::cell::RefCell::new(None) };
}

/// Scans `text` into `d`'s nodes (its words are made by [`Described::record`]).
fn describe(text: &str, mut d: Described) -> (Result<(), NotJson>, Described) {
    d.nodes.clear();
    d.words.clear();
    d.node_of.clear();
    let mut s = Scanner {
        text: text.as_bytes(),
        at: 0,
        nodes: d.nodes,
    };
    let scanned = s.value((0, 0), 0).and_then(|()| {
        s.skip_space();
        if s.at == s.text.len() {
            Ok(())
        } else {
            Err(NotJson)
        }
    });
    d.nodes = s.nodes;
    (scanned, d)
}

impl Described {
    /// The node and the word of the root's member `key`, when the root is an object
    /// described member by member that has it.
    fn member(&self, text: &str, key: &str) -> Option<(u32, usize)> {
        let below = (self.words.first()? & BELOW) as usize;
        if self.nodes.first()?.kind != Kind::Object || below == 0 {
            return None;
        }
        self.children(0)
            .zip(values(&self.words[2..=below]))
            .find(|&(c, _)| self.nodes[c as usize].key(text) == key)
            .map(|(c, y)| (c, y + 2))
    }

    /// The words of the elements of list `node` (word `at`), each element's in a row: as
    /// described, or, for a list compared whole, its elements' hashes (words of values
    /// compared whole, as its elements would have had).
    fn element_words(&self, text: &[u8], node: u32, at: usize) -> Vec<u64> {
        if self.nodes[node as usize].kind != Kind::List {
            return Vec::new();
        }
        match (self.words[at] & BELOW) as usize {
            0 => self
                .children(node)
                .map(|c| {
                    let n = self.nodes[c as usize];
                    hash(&text[n.start as usize..n.end as usize]) & !BELOW
                })
                .collect(),
            below => self.words[at + 2..=at + below].to_vec(),
        }
    }

    fn children(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        let end = self.nodes[i as usize].next;
        let first = (i + 1 < end).then_some(i + 1);
        std::iter::successors(first, move |&c| {
            let next = self.nodes[c as usize].next;
            (next < end).then_some(next)
        })
    }

    /// Adds node `i`'s words: its hash, then, for a long object or list, its shape (its keys,
    /// or its length) and its members' words. Every word's hash is its value's text's, so
    /// `old`, the words the value at the same place had last time (when it has a counterpart:
    /// the same place under containers of the same shape), are taken as they are when the
    /// text hashes the same: an unchanged part of a state is hashed once, at its top, instead
    /// of value by value.
    fn record(&mut self, text: &[u8], i: u32, old: Option<&[u64]>) {
        let n = self.nodes[i as usize];
        let at = self.words.len();
        let span = &text[n.start as usize..n.end as usize];
        self.node_of.push(i);
        let h = hash(span) & !BELOW;
        if n.kind == Kind::Scalar || span.len() < SPLIT_BYTES {
            self.words.push(h);
            return;
        }
        if let Some(old) = old.filter(|o| o.first().is_some_and(|w| w & !BELOW == h)) {
            // The same text: the same words (the nodes of those below it are found when needed).
            self.words.extend_from_slice(old);
            self.node_of.resize(self.words.len(), NOT_NOTED);
            return;
        }
        self.words.push(0);
        let shape = match n.kind {
            Kind::Object => {
                let mut h = foldhash::quality::FixedState::with_seed(1).build_hasher();
                for c in self.children(i) {
                    let c = self.nodes[c as usize];
                    h.write(&text[c.key_start as usize..c.key_end as usize]);
                }
                h.finish() & !LIST
            }
            _ => LIST | self.children(i).count() as u64,
        };
        self.words.push(shape);
        self.node_of.push(u32::MAX);
        // The members' counterparts, in order, when the old value had the same shape and was
        // described member by member.
        let mut olds = old
            .filter(|o| o.len() > 2 && o[1] == shape)
            .map(|o| &o[2..]);
        let mut c = i + 1;
        while c < n.next {
            let next = self.nodes[c as usize].next;
            let counterpart = olds.and_then(|o| {
                let len = 1 + (o.first()? & BELOW) as usize;
                let (this, rest) = o.split_at(len.min(o.len()));
                olds = Some(rest);
                Some(this)
            });
            self.record(text, c, counterpart);
            c = next;
        }
        let below = (self.words.len() - at - 1) as u64;
        if below > BELOW {
            // Too many to count in a word: compared whole.
            self.words.truncate(at + 1);
            self.node_of.truncate(at + 1);
            self.words[at] = h;
            return;
        }
        self.words[at] = h | below;
    }

    /// The node of word `y`. Words taken from last time have no node noted
    /// ([`NOT_NOTED`]: compare never looks inside a value equal to its counterpart); one is
    /// found from the root down, through the words' counts of the words below them.
    fn node_at(&self, y: usize) -> u32 {
        let noted = self.node_of[y];
        if noted != NOT_NOTED {
            return noted;
        }
        let (mut node, mut at) = (0, 0);
        while at != y {
            // `y` lies below `at`: its shape word (no node), or in one of its members, whose
            // words follow the shape word.
            let below = self.words.get(at).map_or(0, |w| (w & BELOW) as usize);
            if y == at + 1 || y > at + below {
                return u32::MAX;
            }
            let mut w = at + 2;
            let mut found = None;
            for c in self.children(node) {
                let Some(word) = self.words.get(w) else {
                    break;
                };
                let len = 1 + (word & BELOW) as usize;
                if y < w + len {
                    found = Some((c, w));
                    break;
                }
                w += len;
            }
            match found {
                Some(next) => (node, at) = next,
                None => return u32::MAX,
            }
        }
        node
    }
}

/// The node of a word taken from last time, not noted (see [`Described::node_at`]).
const NOT_NOTED: u32 = u32::MAX - 1;

/// Each thread's scanning buffers, taken for one diff (given back with [`put_scratch`]).
fn take_scratch() -> Described {
    SCRATCH
        .with(|c| c.borrow_mut().take())
        .unwrap_or(Described {
            nodes: Vec::new(),
            words: Vec::new(),
            node_of: Vec::new(),
        })
}

fn put_scratch(d: Described) {
    SCRATCH.with(|c| *c.borrow_mut() = Some(d));
}

/// Writes the changes that turn the state `old` described into `text`, as a JSON list, into
/// `out` (none: `out` is left empty and the state must be sent whole), and returns `text`'s
/// fingerprints (taking over the kept lists of `old` it keeps on).
pub fn diff(
    text: &str,
    old: Option<Fingerprints>,
    out: &mut String,
) -> Result<Fingerprints, NotJson> {
    let (scanned, mut new) = describe(text, take_scratch());
    out.clear();
    let prints = scanned.map(|()| compare_described(text, &mut new, old, out));
    put_scratch(new);
    prints
}

/// [`diff`] of the state `written` holds, from the nodes it noted while writing the text
/// instead of scanning the text again.
pub fn diff_written(
    written: &mut JsonWriter,
    old: Option<Fingerprints>,
    out: &mut String,
) -> Result<Fingerprints, NotJson> {
    out.clear();
    let (text, nodes) = written.parts().ok_or(NotJson)?;
    let mut new = take_scratch();
    std::mem::swap(&mut new.nodes, nodes);
    let prints = compare_described(text, &mut new, old, out);
    std::mem::swap(&mut new.nodes, nodes);
    put_scratch(new);
    Ok(prints)
}

/// The part of [`diff`] after the state is scanned into nodes: its words (taken from `old`'s
/// where the text is the same), the changes from `old` into `out`, and the new fingerprints.
fn compare_described(
    text: &str,
    new: &mut Described,
    old: Option<Fingerprints>,
    out: &mut String,
) -> Fingerprints {
    let mut old = old.filter(|o| !o.words.is_empty());
    new.words.clear();
    new.node_of.clear();
    new.record(text.as_bytes(), 0, old.as_ref().map(|o| &o.words[..]));
    let new = &*new;
    if let Some(old) = &old {
        out.push('[');
        let mut w = Writer::new(text, new, &old.words, &old.kept, out);
        w.compare(0, 0);
        drop(w);
        out.push(']');
    }
    // Each kept list: this state's when it is not empty, else the one kept before.
    let mut kept: [Box<[u64]>; 2] = Default::default();
    for (slot, key) in KEPT_LISTS.iter().enumerate() {
        let words: Box<[u64]> = new
            .member(text, key)
            .map(|(node, at)| new.element_words(text.as_bytes(), node, at).into())
            .unwrap_or_default();
        kept[slot] = match (words.is_empty(), &mut old) {
            (true, Some(old)) => std::mem::take(&mut old.kept[slot]),
            _ => words,
        };
    }
    // The old words' buffer, when it has room, takes the new ones: a viewer's words are
    // about as many from one update to the next.
    let words = match old {
        Some(Fingerprints { mut words, .. }) if words.capacity() >= new.words.len() => {
            words.clear();
            words.extend_from_slice(&new.words);
            words
        }
        _ => new.words.clone(),
    };
    Fingerprints { words, kept }
}

/// Walks the new words and the old ones side by side, writing what differs.
struct Writer<'a> {
    text: &'a str,
    new: &'a Described,
    old: &'a [u64],
    /// The words of the elements of each of [`KEPT_LISTS`] as last kept.
    kept: &'a [Box<[u64]>; 2],
    out: &'a mut String,
    /// The nodes from the root's first member down to the one being compared.
    path: Vec<(u32, usize)>,
    /// The path of the last change written.
    last: Vec<(u32, usize)>,
    /// Copies of `last` as it was before each value being compared, to go back to when that
    /// value is written whole after all.
    saved: Vec<(u32, usize)>,
}

impl<'a> Writer<'a> {
    /// A writer of the changes from `old` to `new` into `out`, its paths this thread's spare
    /// buffers (given back when it is dropped).
    fn new(
        text: &'a str,
        new: &'a Described,
        old: &'a [u64],
        kept: &'a [Box<[u64]>; 2],
        out: &'a mut String,
    ) -> Self {
        Writer {
            text,
            new,
            old,
            kept,
            out,
            path: spare::take(),
            last: spare::take(),
            saved: spare::take(),
        }
    }
}

impl Drop for Writer<'_> {
    fn drop(&mut self) {
        spare::give(std::mem::take(&mut self.path));
        spare::give(std::mem::take(&mut self.last));
        spare::give(std::mem::take(&mut self.saved));
    }
}

impl Writer<'_> {
    /// Compares the value at new word `a` with the one at old word `b`; returns the words
    /// after both.
    fn compare(&mut self, a: usize, b: usize) -> (usize, usize) {
        let (new_word, old_word) = (self.new.words[a], self.old.get(b).copied().unwrap_or(0));
        let (new_below, old_below) = ((new_word & BELOW) as usize, (old_word & BELOW) as usize);
        let after = (a + 1 + new_below, b + 1 + old_below);
        if b < self.old.len() && new_word & !BELOW == old_word & !BELOW {
            return after;
        }
        let node = self.new.node_at(a);
        let n = self.new.nodes[node as usize];
        if new_below == 0 || old_below == 0 {
            // Compared whole, on one side or the other: written whole, or, for a decision
            // list, rebuilt from the list kept when it comes back after being empty, or from
            // its own elements.
            let text = self.text;
            let whole = &text[n.start as usize..n.end as usize];
            let items = self.rebuilt_decision_list(node, a, old_word);
            match &items {
                Some(items) if items.len() + 2 < whole.len() => self.write_change(items, true),
                _ => self.write_change(whole, false),
            }
            if let Some(items) = items {
                spare::give(items);
            }
            return after;
        }
        let same_shape = self.old.get(b + 1) == Some(&self.new.words[a + 1]);
        let whole = (n.end - n.start) as usize + 2;
        let old_list = self.old.get(b + 1).is_some_and(|w| w & LIST != 0);
        let mark = self.mark();
        if same_shape {
            let (mut x, mut y) = (a + 2, b + 2);
            for (k, c) in self.new.children(node).enumerate() {
                self.path.push((c, k));
                (x, y) = self.compare(x, y);
                self.path.pop();
            }
        }
        let written = self.out.len() - mark.0;
        // A list that was compared member by member last time may be rebuilt from the old
        // elements it keeps: worth trying when the member-by-member changes are long.
        let rebuilt = (n.kind == Kind::List && old_list && (!same_shape || 2 * written > whole))
            .then(|| self.rebuilt(a, b));
        match &rebuilt {
            Some(items)
                if items.len() + 4 < whole && (!same_shape || items.len() + 4 < written) =>
            {
                self.back_to(mark);
                self.write_change(items, true);
            }
            _ if !same_shape || written > whole => {
                self.back_to(mark);
                let text = self.text;
                self.write_change(&text[n.start as usize..n.end as usize], false);
            }
            _ => {}
        }
        if let Some(items) = rebuilt {
            spare::give(items);
        }
        self.saved.truncate(mark.1);
        after
    }

    /// Where the output stands before a value's members are compared (its length, and where
    /// the copy of the last change's path starts in `saved`), to go back to with
    /// [`Self::back_to`] if the value is written whole after all; `saved` is truncated to
    /// the second once done.
    fn mark(&mut self) -> (usize, usize) {
        let mark = (self.out.len(), self.saved.len());
        self.saved.extend_from_slice(&self.last);
        mark
    }

    /// Takes back what was written since `mark`, and the last change's path with it.
    fn back_to(&mut self, (out, saved): (usize, usize)) {
        self.out.truncate(out);
        self.last.clear();
        self.last.extend_from_slice(&self.saved[saved..]);
    }

    /// The items of one of [`KEPT_LISTS`] (node `node`, new word `a`) rebuilt in place of a
    /// list compared whole (word `old_word`): from the list kept for it when the one it
    /// replaces is empty, else from its own new elements only.
    fn rebuilt_decision_list(&self, node: u32, a: usize, old_word: u64) -> Option<String> {
        let n = self.new.nodes[node as usize];
        if self.path.len() != 1 || n.kind != Kind::List {
            return None;
        }
        let kept = &self.kept[kept_slot(n.key(self.text))?];
        let from: &[u64] = if old_word == hash(b"[]") & !BELOW {
            kept
        } else {
            &[]
        };
        Some(self.items(node, a, from))
    }

    /// The items of a list rebuilt from the old one (new word `a`, old word `b`).
    fn rebuilt(&self, a: usize, b: usize) -> String {
        let old_end = b + 1 + (self.old[b] & BELOW) as usize;
        self.items(self.new.node_at(a), a, &self.old[b + 2..old_end])
    }

    /// The items that rebuild list `node` (new word `a`) from old elements (`old`: their words,
    /// each element's in a row): for each element, the index of an old element equal to it, or
    /// -k for one equal to the new element k places before it; else `[index, changes]` (an old
    /// or earlier new element of the same keys and the changes that make it this one, paths
    /// from the element) when that is shorter; else `[value]`. The text is in one of this
    /// thread's spare buffers: the caller gives it back once written.
    fn items(&self, node: u32, a: usize, old: &[u64]) -> String {
        let mut olds: spare::Olds = spare::take();
        olds.extend(
            values(old)
                .enumerate()
                .map(|(index, y)| (old[y] & !BELOW, index, y)),
        );
        let mut sorted: spare::Olds = spare::take();
        sorted.extend_from_slice(&olds);
        sorted.sort_unstable();
        // The new elements' words, when the list was described member by member.
        let below = (self.new.words[a] & BELOW) as usize;
        let members: &[u64] = match below {
            0 => &[],
            _ => &self.new.words[a + 2..=a + below],
        };
        let mut at = values(members).map(|x| x + a + 2);
        // The new elements written so far: each one's word and node.
        let mut made: spare::Made = spare::take();
        let whole = self.new.nodes[node as usize];
        let mut items: String = spare::take();
        items.reserve((whole.end - whole.start) as usize + 16);
        items.push('[');
        for c in self.new.children(node) {
            if items.len() > 1 {
                items.push(',');
            }
            let n = self.new.nodes[c as usize];
            let text = &self.text[n.start as usize..n.end as usize];
            let at = at.next();
            let word = match at {
                Some(x) => self.new.words[x] & !BELOW,
                None => hash(text.as_bytes()) & !BELOW,
            };
            let found = sorted
                .binary_search_by(|&(h, _, _)| h.cmp(&word).then(std::cmp::Ordering::Greater))
                .err()
                .and_then(|i| sorted.get(i))
                .filter(|&&(h, _, _)| h == word);
            if let Some(&(_, index, _)) = found {
                push_number(&mut items, index as i64);
            } else if let Some(k) = made
                .iter()
                .rev()
                .take(LOOK_BACK)
                .position(|&(h, _)| h == word)
            {
                push_number(&mut items, -(k as i64 + 1));
            } else if !self.patched((c, at), old, &olds, &made, text.len(), &mut items) {
                items.push('[');
                items.push_str(text);
                items.push(']');
            }
            made.push((word, c));
        }
        items.push(']');
        spare::give(olds);
        spare::give(sorted);
        spare::give(made);
        items
    }

    /// The shortest changes that make the new element (node `node`; its word at `x` when it
    /// was described member by member) from an old element with the same keys (`olds`: each
    /// one's word, index and offset in `old`; compared by their words) or from one of the new
    /// elements before it (`before`: each one's word and node, in order; compared by their
    /// text, value by value), with that element's index (-k: k places before), when shorter
    /// than the `len` bytes of the new element's text: written to `items` as
    /// `[index,changes]`, and then true.
    fn patched(
        &self,
        (node, x): (u32, Option<usize>),
        old: &[u64],
        olds: &[(u64, usize, usize)],
        before: &[(u64, u32)],
        len: usize,
        items: &mut String,
    ) -> bool {
        /// Where a candidate comes from.
        enum Candidate {
            /// The old element `index`, its words at offset `at` of the old words, compared
            /// with the new element's words at `x`.
            Old { index: usize, at: usize, x: usize },
            /// The new element `back` places before, node `node`.
            Earlier { back: usize, node: u32 },
        }
        // Old elements first (an old one is kept where it is as short), then the new ones
        // before it, nearest first.
        let described = x.filter(|&x| self.new.words[x] & BELOW != 0);
        let from_old = described.into_iter().flat_map(|x| {
            let shape = self.new.words[x + 1];
            olds.iter()
                .filter(move |&&(_, _, at)| old[at] & BELOW != 0 && old.get(at + 1) == Some(&shape))
                .take(PATCH_TRIES)
                .map(move |&(_, index, at)| Candidate::Old { index, at, x })
        });
        let kind = self.new.nodes[node as usize].kind;
        let from_new = before
            .iter()
            .rev()
            .take(LOOK_BACK)
            .enumerate()
            .filter(|&(_, &(_, c))| kind != Kind::Scalar && self.new.nodes[c as usize].kind == kind)
            .take(PATCH_TRIES)
            .map(|(k, &(_, c))| Candidate::Earlier {
                back: k + 1,
                node: c,
            });
        // One writer for every candidate (its buffers grow once), with paths from the element.
        let none: [Box<[u64]>; 2] = Default::default();
        let mut changes: String = spare::take();
        let mut w = Writer::new(self.text, self.new, &[], &none, &mut changes);
        // The shortest changes so far, and the index of the element they start from.
        let mut best: String = spare::take();
        let mut best_index = None;
        for from in from_old.chain(from_new) {
            w.out.clear();
            w.out.push('[');
            w.last.clear();
            let index = match from {
                Candidate::Old { index, at, x } => {
                    w.old = &old[at..=at + (old[at] & BELOW) as usize];
                    w.compare(x, 0);
                    index as i64
                }
                Candidate::Earlier { back, node: was } => {
                    w.compare_text(node, was);
                    -(back as i64)
                }
            };
            w.out.push(']');
            let changes = w.out.as_str();
            let shorter = best_index.is_none() || changes.len() < best.len();
            if shorter && changes.len() + 8 < len && !changes.starts_with("[[[],") {
                best.clear();
                best.push_str(changes);
                best_index = Some(index);
            }
            // One change of a short value: no other element would do much better.
            if best_index.is_some() && best.len() <= GOOD_ENOUGH {
                break;
            }
        }
        drop(w);
        if let Some(index) = best_index {
            items.push('[');
            push_number(items, index);
            items.push(',');
            items.push_str(&best);
            items.push(']');
        }
        spare::give(changes);
        spare::give(best);
        best_index.is_some()
    }

    /// Writes the changes that turn the value of node `was` into that of node `node`, both
    /// in the new text, value by value wherever their keys (or lengths) agree, whatever
    /// their length; a value is written whole where that is shorter.
    fn compare_text(&mut self, node: u32, was: u32) {
        let (n, o) = (self.new.nodes[node as usize], self.new.nodes[was as usize]);
        let text = self.text;
        let (new_text, old_text) = (
            &text[n.start as usize..n.end as usize],
            &text[o.start as usize..o.end as usize],
        );
        if new_text == old_text {
            return;
        }
        let key = |c: u32| {
            let c = self.new.nodes[c as usize];
            &text[c.key_start as usize..c.key_end as usize]
        };
        let same_shape = n.kind == o.kind
            && n.kind != Kind::Scalar
            && self.new.children(node).count() == self.new.children(was).count()
            && self
                .new
                .children(node)
                .zip(self.new.children(was))
                .all(|(c, d)| key(c) == key(d));
        if same_shape {
            let mark = self.mark();
            let new = self.new;
            for (k, (c, d)) in new.children(node).zip(new.children(was)).enumerate() {
                self.path.push((c, k));
                self.compare_text(c, d);
                self.path.pop();
            }
            let whole_is_shorter = self.out.len() - mark.0 > new_text.len() + 2;
            if whole_is_shorter {
                self.back_to(mark);
            }
            self.saved.truncate(mark.1);
            if !whole_is_shorter {
                return;
            }
        }
        self.write_change(new_text, false);
    }

    /// Writes a change at the current path: `[path, value]`, or `[path, items, 1]` for a list
    /// rebuilt from old elements. The path is the one from the root, or, when that is shorter
    /// or it would start with a list index, how many steps to take back from the last change's
    /// path and the steps from there.
    fn write_change(&mut self, value: &str, rebuilt: bool) {
        if self.out.len() > 1 {
            self.out.push(',');
        }
        self.out.push_str("[[");
        let common = self
            .last
            .iter()
            .zip(self.path.iter())
            .take_while(|(a, b)| a == b)
            .count();
        let starts_with_index = self.path.first().is_some_and(|&(n, _)| {
            self.new.nodes[n as usize].key_start == self.new.nodes[n as usize].key_end
        });
        let relative = common > 0 || starts_with_index;
        let from = if relative {
            push_number(self.out, (self.last.len() - common) as i64);
            common
        } else {
            0
        };
        for (n, &(node, index)) in self.path[from..].iter().enumerate() {
            if relative || n > 0 {
                self.out.push(',');
            }
            let node = self.new.nodes[node as usize];
            if node.key_start < node.key_end {
                self.out
                    .push_str(&self.text[node.key_start as usize..node.key_end as usize]);
            } else {
                push_number(self.out, index as i64);
            }
        }
        self.out.push_str("],");
        self.out.push_str(value);
        self.out.push_str(if rebuilt { ",1]" } else { "]" });
        self.last.clear();
        self.last.extend_from_slice(&self.path);
    }
}

/// Appends `n` in decimal (what `write!` writes, without the formatting machinery: changes
/// hold many small numbers).
fn push_number(out: &mut String, n: i64) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// The text of an `update_changes` message, exactly as [`ServerMsg::UpdateChanges`]
/// serialises, with the changes [`diff`] wrote taken as they are (not parsed again to check
/// them).
pub fn update_changes_text<'e>(
    version: u64,
    base: u64,
    action_id: Option<&str>,
    events: impl Iterator<Item = &'e RawJson> + Clone,
    changes: &str,
) -> String {
    let id = action_id.map(|id| serde_json::to_string(id).unwrap_or_default());
    let id_len = id.as_ref().map_or(0, |id| id.len() + 14);
    let events_len: usize = events.clone().map(|e| e.get().len() + 1).sum();
    let mut out = String::with_capacity(id_len + events_len + changes.len() + 80);
    let _ = write!(
        out,
        r#"{{"type":"update_changes","version":{version},"base":{base},"#
    );
    if let Some(id) = id {
        let _ = write!(out, r#""action_id":{id},"#);
    }
    out.push_str(r#""events":["#);
    for (i, e) in events.enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(e.get());
    }
    out.push_str(r#"],"changes":"#);
    out.push_str(changes);
    out.push('}');
    out
}

/// Changes that cannot be applied: the client's state is not the one they were made from,
/// and it should ask for the whole state again (`resync`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChangeError(pub String);

impl std::fmt::Display for ChangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "update changes do not apply: {}", self.0)
    }
}

impl std::error::Error for ChangeError {}

/// Applies a list of changes (`[[path, value], …]`) to a state, in order, keeping in `kept`
/// the decision lists they replace (a whole update starts again from `Kept::default()`).
pub fn apply(state: &mut Value, kept: &mut Kept, changes: &Value) -> Result<(), ChangeError> {
    apply_inside(state, None, kept, changes)
}

/// Turns `last`, the last change's path, into the next change's: `path` itself, or, when it
/// starts with a number n, `last` less its last n steps, then the rest of `path`.
fn resolve(last: &mut Vec<Value>, path: &[Value]) -> Result<(), ChangeError> {
    if let Some(Value::Number(n)) = path.first() {
        let keep = n
            .as_u64()
            .and_then(|n| last.len().checked_sub(usize::try_from(n).ok()?))
            .ok_or_else(|| ChangeError(format!("cannot take {n} steps back")))?;
        last.truncate(keep);
        last.extend_from_slice(&path[1..]);
    } else {
        last.clear();
        last.extend_from_slice(path);
    }
    Ok(())
}

fn apply_inside(
    target: &mut Value,
    key: Option<&str>,
    kept: &mut Kept,
    changes: &Value,
) -> Result<(), ChangeError> {
    let list = changes
        .as_array()
        .ok_or_else(|| ChangeError("not a list".into()))?;
    let mut last: Vec<Value> = Vec::new();
    for change in list {
        let (path, value, rebuilt) = match change.as_array().map(Vec::as_slice) {
            Some([Value::Array(path), value]) => (path.as_slice(), value, false),
            Some([Value::Array(path), value, flag]) if flag == 1 => (path.as_slice(), value, true),
            _ => return Err(ChangeError(format!("not [path, value]: {change}"))),
        };
        resolve(&mut last, path)?;
        let (path, value) = match (key, last.split_first()) {
            (None, _) => (last.as_slice(), value),
            (Some(key), Some((Value::String(first), rest))) if first == key => (rest, value),
            (Some(_), Some(_)) => continue,
            // The whole state: the member is in it.
            (Some(key), None) => (
                last.as_slice(),
                value
                    .get(key)
                    .ok_or_else(|| ChangeError(format!("no {key} in the state")))?,
            ),
        };
        // Which kept list the change replaces, if any; replacing the whole state replaces
        // them all.
        let slot = match (key, path) {
            (Some(key), []) => kept_slot(key),
            (None, [Value::String(first)]) => kept_slot(first),
            (None, []) => {
                for (slot, key) in KEPT_LISTS.iter().enumerate() {
                    if let Some(Value::Array(list)) = target.get_mut(*key) {
                        if !list.is_empty() {
                            kept.0[slot] = std::mem::take(list);
                        }
                    }
                }
                None
            }
            _ => None,
        };
        let mut at = &mut *target;
        for step in path {
            at = match (at, step) {
                (Value::Object(map), Value::String(key)) => map.get_mut(key.as_str()),
                (Value::Array(list), Value::Number(i)) => i
                    .as_u64()
                    .and_then(|i| list.get_mut(usize::try_from(i).ok()?)),
                _ => None,
            }
            .ok_or_else(|| ChangeError(format!("no {step} on the path {path:?}")))?;
        }
        // A rebuild takes the elements it keeps out of the list it is rebuilt from, which is
        // then kept no longer: a kept list is read only while the list is empty, and whatever
        // emptied it kept the list it replaced.
        let new = match (rebuilt, slot) {
            // Nothing kept since the last whole update: only new elements to rebuild from.
            (true, Some(slot)) if !non_empty(at) => rebuild(&mut kept.0[slot], value)?,
            (true, _) => match at {
                Value::Array(list) => rebuild(list, value)?,
                _ => return Err(ChangeError("a list rebuilt from something else".into())),
            },
            (false, _) => value.clone(),
        };
        let old = std::mem::replace(at, new);
        // A list rebuilt into a non-empty one gave its elements to it; one rebuilt into an
        // empty one took none.
        let gave_elements = rebuilt && non_empty(at);
        if let (Some(slot), Value::Array(old)) = (slot, old) {
            if !old.is_empty() && !gave_elements {
                kept.0[slot] = old;
            }
        }
    }
    Ok(())
}

/// A list rebuilt from `items`: an old element's index (-k: the new element k places before),
/// `[index, changes]` for such an element changed (paths from the element), or `[value]` for
/// a new one. The old elements it keeps are taken out of `old` (copied only when named more
/// than once). The items are checked first, so items that name no element leave `old` as it
/// was; changes that do not fit an element leave it partly taken, like any changes that do not
/// fit (the client asks for the state again).
fn rebuild(old: &mut [Value], items: &Value) -> Result<Value, ChangeError> {
    /// An item, read: a new value, or an element named by its index, with its changes.
    enum Item<'a> {
        New(&'a Value),
        Named(i64, Option<&'a Value>),
    }
    let items = items
        .as_array()
        .ok_or_else(|| ChangeError(format!("not a list of items: {items}")))?;
    // Each item read and checked, and how many times each old element is named.
    let mut named = vec![0u32; old.len()];
    let mut read = Vec::with_capacity(items.len());
    for (made, item) in items.iter().enumerate() {
        let (index, changes) = match item {
            Value::Number(_) => (item, None),
            Value::Array(one) if one.len() == 1 => {
                read.push(Item::New(&one[0]));
                continue;
            }
            Value::Array(two) if two.len() == 2 && two[1].is_array() => (&two[0], Some(&two[1])),
            other => {
                return Err(ChangeError(format!(
                    "not an item of a rebuilt list: {other}"
                )))
            }
        };
        match index.as_i64() {
            Some(k) if k < 0 && k.unsigned_abs() <= made as u64 => {
                read.push(Item::Named(k, changes))
            }
            Some(k) if k >= 0 && (k as u64) < old.len() as u64 => {
                named[k as usize] += 1;
                read.push(Item::Named(k, changes));
            }
            _ => return Err(ChangeError(format!("no element {index} to rebuild from"))),
        }
    }
    let mut out: Vec<Value> = Vec::with_capacity(read.len());
    for item in read {
        let element = match item {
            Item::New(value) => value.clone(),
            Item::Named(index, changes) => {
                let mut element = if index < 0 {
                    out[out.len() - index.unsigned_abs() as usize].clone()
                } else {
                    let k = index as usize;
                    named[k] -= 1;
                    if named[k] == 0 {
                        std::mem::take(&mut old[k])
                    } else {
                        old[k].clone()
                    }
                };
                if let Some(changes) = changes {
                    apply_inside(&mut element, None, &mut Kept::default(), changes)?;
                }
                element
            }
        };
        out.push(element);
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The changes from `old` to `new`, checked to rebuild `new` from `old`.
    fn changes(old: &Value, new: &Value) -> Value {
        let (old_text, new_text) = (old.to_string(), new.to_string());
        let mut out = String::new();
        let fp = diff(&old_text, None, &mut out).unwrap();
        assert!(out.is_empty(), "no changes without fingerprints");
        diff(&new_text, Some(fp), &mut out).unwrap();
        let changes: Value = serde_json::from_str(&out).unwrap();
        let mut rebuilt = old.clone();
        apply(&mut rebuilt, &mut Kept::default(), &changes).unwrap();
        assert_eq!(&rebuilt, new, "changes {changes}");
        changes
    }

    /// The legal actions of a whole update, held as a bot holds them.
    fn held_list(list: &Value) -> HeldList {
        let mut h = HeldList::new("legal_actions");
        let texts = list.as_array().unwrap().iter();
        h.whole(texts.map(|e| e.to_string().into()));
        h
    }

    /// A held list's elements as trees.
    fn values(h: &HeldList) -> Value {
        Value::Array(h.elements().iter().map(|e| e.value().unwrap()).collect())
    }

    fn long(tag: &str) -> Value {
        json!({"name": tag, "text": "a value long enough to be compared member by member"})
    }

    #[test]
    fn the_node_of_a_word_taken_from_last_time_is_the_one_noted_afresh() {
        let state = |c: u32| json!({"a": long("x"), "b": [long("y"), {"z": long("z")}], "c": c});
        let described = |text: &str, old: Option<&[u64]>| {
            let (scanned, mut d) = describe(text, take_scratch());
            scanned.unwrap();
            d.words.clear();
            d.node_of.clear();
            d.record(text.as_bytes(), 0, old);
            d
        };
        let (before, after) = (state(1).to_string(), state(2).to_string());
        let old = described(&before, None).words;
        let afresh = described(&after, None);
        let taken = described(&after, Some(&old));
        assert_eq!(taken.words, afresh.words);
        assert!(
            taken.node_of.contains(&NOT_NOTED),
            "something was taken from last time"
        );
        for (y, &node) in afresh.node_of.iter().enumerate() {
            assert_eq!(taken.node_at(y), node, "word {y}");
        }
    }

    #[test]
    fn an_unchanged_state_has_no_changes() {
        let s = json!({"view": {"a": long("x"), "b": [1, 2, 3]}, "decisions": []});
        assert_eq!(changes(&s, &s), json!([]));
    }

    #[test]
    fn a_changed_member_deep_inside_is_sent_alone() {
        let old = json!({"view": {"me": {"hp": 10, "card": long("a")}, "you": long("b")}});
        let mut new = old.clone();
        new["view"]["me"]["hp"] = json!(7);
        assert_eq!(changes(&old, &new), json!([[["view", "me", "hp"], 7]]));
    }

    #[test]
    fn a_change_near_the_last_one_takes_steps_back_from_its_path() {
        let old =
            json!({"view": {"me": {"hp": 10, "dice": 3, "card": long("a")}, "you": long("b")}});
        let mut new = old.clone();
        new["view"]["me"]["dice"] = json!(1);
        new["view"]["me"]["hp"] = json!(7);
        new["view"]["you"]["name"] = json!("c");
        assert_eq!(
            changes(&old, &new),
            json!([
                [["view", "me", "dice"], 1],
                [[1, "hp"], 7],
                [[2, "you", "name"], "c"]
            ])
        );
    }

    #[test]
    fn a_list_that_keeps_most_of_its_elements_is_rebuilt_from_them() {
        let card = |tag: &str| json!({"name": tag, "text": format!("{tag}: {}", long(tag))});
        let old = json!({"hand": [card("a"), card("b"), card("c"), card("d")], "pad": long("p")});
        let new = json!({"hand": [card("b"), card("d"), card("e"), card("b")], "pad": long("p")});
        assert_eq!(
            changes(&old, &new),
            json!([[["hand"], [1, 3, [card("e")], 1], 1]])
        );
    }

    #[test]
    fn a_path_into_a_list_at_the_root_starts_with_no_steps_back() {
        let old = json!([long("a"), long("b")]);
        let mut new = old.clone();
        new[1]["name"] = json!("z");
        assert_eq!(changes(&old, &new), json!([[[0, 1, "name"], "z"]]));
    }

    #[test]
    fn a_list_element_is_addressed_by_its_index() {
        let old = json!({"list": [long("a"), long("b"), long("c")]});
        let mut new = old.clone();
        new["list"][1]["name"] = json!("z");
        assert_eq!(changes(&old, &new), json!([[["list", 1, "name"], "z"]]));
    }

    #[test]
    fn a_list_that_grows_or_an_object_whose_keys_change_is_sent_whole() {
        let old = json!({
            "list": [long("a"), long("b")],
            "obj": {"x": long("x"), "y": 1},
            "same": [long("c"), long("d"), long("e")],
        });
        let mut new = old.clone();
        new["list"].as_array_mut().unwrap().push(json!(3));
        new["obj"].as_object_mut().unwrap().remove("y");
        let c = changes(&old, &new);
        assert_eq!(c[0][0], json!(["list"]));
        assert_eq!(c[1][0], json!(["obj"]));
        assert_eq!(c.as_array().map(Vec::len), Some(2));
    }

    #[test]
    fn many_small_changes_are_sent_as_their_parent_when_that_is_shorter() {
        let old = json!({"list": (0..30).collect::<Vec<_>>(), "other": long("o")});
        let new = json!({"list": (1..31).collect::<Vec<_>>(), "other": long("o")});
        assert_eq!(changes(&old, &new), json!([[["list"], new["list"]]]));
    }

    #[test]
    fn keys_with_escapes_are_written_as_they_were() {
        let old = json!({"a \"quoted\" key\\": {"v": 1, "pad": long("p")}});
        let mut new = old.clone();
        new["a \"quoted\" key\\"]["v"] = json!(2);
        assert_eq!(
            changes(&old, &new),
            json!([[["a \"quoted\" key\\", "v"], 2]])
        );
    }

    #[test]
    fn a_root_of_another_kind_is_replaced_whole() {
        let old = json!({"a": long("a"), "b": long("b")});
        let new = json!([long("a")]);
        assert_eq!(changes(&old, &new), json!([[[], new]]));
    }

    #[test]
    fn a_member_kept_alone_takes_the_changes_that_reach_it() {
        let old = json!({"view": long("v"), "legal_actions": [long("a"), long("b")]});
        let mut new = old.clone();
        new["view"]["name"] = json!("w");
        new["legal_actions"][1]["name"] = json!("c");
        let c = changes(&old, &new);
        let mut legal = held_list(&old["legal_actions"]);
        legal.apply(&c.to_string()).unwrap();
        assert_eq!(values(&legal), new["legal_actions"]);
        let whole = json!([[[], {"view": 1, "legal_actions": [7]}]]);
        legal.apply(&whole.to_string()).unwrap();
        assert_eq!(values(&legal), json!([7]));
        // Changes that never name the member leave it as it was, unread (these are not even
        // a list of changes).
        legal.apply(r#"{"view": "n"}"#).unwrap();
        assert_eq!(values(&legal), json!([7]));
    }

    #[test]
    fn a_decision_list_back_after_being_empty_is_rebuilt_from_the_one_kept_and_changed_elements() {
        let (a, b, c, d) = (long("a"), long("b"), long("c"), long("d"));
        let view = |turn: u32| json!({"turn": turn, "board": long("board")});
        let states = [
            json!({"view": view(1), "legal_actions": [a, b, c], "unavailable": []}),
            json!({"view": view(2), "legal_actions": [], "unavailable": []}),
            json!({"view": view(3), "legal_actions": [], "unavailable": []}),
            json!({"view": view(4), "legal_actions": [c, d, b], "unavailable": []}),
        ];
        let mut out = String::new();
        let mut prints = diff(&states[0].to_string(), None, &mut out).unwrap();
        let (mut held, mut kept) = (states[0].clone(), Kept::default());
        let mut member = held_list(&states[0]["legal_actions"]);
        let mut last = Value::Null;
        for new in &states[1..] {
            prints = diff(&new.to_string(), Some(prints), &mut out).unwrap();
            last = serde_json::from_str(&out).unwrap();
            apply(&mut held, &mut kept, &last).unwrap();
            assert_eq!(&held, new, "changes {last}");
            member.apply(&out).unwrap();
            assert_eq!(values(&member), new["legal_actions"]);
        }
        // c and b by their index in the kept list, d as the kept a with its one change.
        assert_eq!(
            last,
            json!([
                [["legal_actions"], [2, [0, [[["name"], "d"]]], 1], 1],
                [["view", "turn"], 4]
            ])
        );
        assert_eq!(d["name"], "d");
        // A client that kept nothing (it missed the list) cannot rebuild it, and asks again.
        let mut fresh = states[2].clone();
        assert!(apply(&mut fresh, &mut Kept::default(), &last).is_err());
    }

    #[test]
    fn a_new_element_is_made_from_one_before_it_in_the_rebuilt_list() {
        let other = json!({"other": "an element of other keys, long enough to be compared"});
        let old = json!({"list": [other.clone(), other], "turn": 1});
        let (a, b) = (long("a"), long("b"));
        let new = json!({"list": [a, b, a.clone(), a], "turn": 1});
        // b is a with its name changed; the last two are a again, found one and three back
        // (the nearest first).
        assert_eq!(
            changes(&old, &new),
            json!([[["list"], [[a], [-1, [[["name"], "b"]]], -2, -1], 1]])
        );
    }

    #[test]
    fn a_new_element_takes_changes_inside_short_values_of_the_one_before() {
        let set = |card: u32| json!({"action": "set_power", "card": card});
        let refused =
            |card: u32| json!({"action": set(card), "code": "full", "reason": "zone full"});
        let old = json!({"view": long("v"), "legal_actions": [], "unavailable": []});
        let new = json!({
            "view": long("v"),
            "legal_actions": [set(101), set(901), {"action": "end_set"}],
            "unavailable": [refused(7), refused(8)],
        });
        assert_eq!(
            changes(&old, &new),
            json!([
                [["legal_actions"], [[set(101)], [-1, [[["card"], 901]]], [{"action": "end_set"}]], 1],
                [["unavailable"], [[refused(7)], [-1, [[["action", "card"], 8]]]], 1]
            ])
        );
    }

    #[test]
    fn a_first_decision_list_is_rebuilt_from_its_own_elements() {
        let (a, b) = (long("a"), long("b"));
        let old = json!({"view": long("v"), "legal_actions": [], "unavailable": [{"short": 1}]});
        let new = json!({"view": long("v"), "legal_actions": [a, b], "unavailable": [a, a, b]});
        let c = changes(&old, &new);
        let from_a = json!([-1, [[["name"], "b"]]]);
        assert_eq!(
            c,
            json!([
                [["legal_actions"], [[a], from_a], 1],
                [["unavailable"], [[a], -1, from_a], 1]
            ])
        );
        let mut member = held_list(&old["legal_actions"]);
        member.apply(&c.to_string()).unwrap();
        assert_eq!(values(&member), new["legal_actions"]);
    }

    #[test]
    fn an_old_element_named_twice_is_in_both_places_and_kept_lists_stay_whole() {
        let (x, y) = (long("x"), long("y"));
        let mut s = json!({"a": [x, y]});
        let rebuilt = json!([[["a"], [1, [1, [[["name"], "z"]]], 0, -3], 1]]);
        apply(&mut s, &mut Kept::default(), &rebuilt).unwrap();
        let z = json!({"name": "z", "text": y["text"]});
        assert_eq!(s, json!({"a": [y, z, x, y]}));
        // A decision list rebuilt, emptied, and rebuilt from the one kept: the kept list is
        // the whole list that was emptied, not one whose elements were taken.
        let mut s = json!({"legal_actions": [x, y]});
        let mut kept = Kept::default();
        let steps = [
            json!([[["legal_actions"], [1, 0], 1]]),
            json!([[["legal_actions"], []]]),
            json!([[["legal_actions"], [1, 0, 0], 1]]),
        ];
        for step in &steps {
            apply(&mut s, &mut kept, step).unwrap();
        }
        assert_eq!(s, json!({"legal_actions": [x, y, y]}));
    }

    #[test]
    fn the_message_text_is_what_serde_writes() {
        let events = vec![RawJson::of(&json!({"event": "x", "s": "a\"b"}))];
        let list = r#"[[["view","turn"],1]]"#;
        for action_id in [None, Some("a\"7")] {
            let msg = ServerMsg::UpdateChanges {
                version: 8,
                base: 7,
                action_id: action_id.map(String::from),
                events: events.clone(),
                changes: RawJson::from_text(list.into()).unwrap(),
            };
            assert_eq!(
                update_changes_text(8, 7, action_id, events.iter(), list),
                serde_json::to_string(&msg).unwrap()
            );
        }
        assert_eq!(
            update_changes_text(1, 0, Some("3"), [].iter(), "[]"),
            r#"{"type":"update_changes","version":1,"base":0,"action_id":"3","events":[],"changes":[]}"#
        );
    }

    proptest::proptest! {
        /// Finding bytes eight at a time gives the first one a byte-by-byte search gives,
        /// wherever it starts and whatever the bytes around it (the last few included).
        #[test]
        fn bytes_found_eight_at_a_time_are_the_first_ones(
            text in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::sample::select(b" \t\n\r\",:]}{[\\a0\x00\x7f\x80\xff".to_vec()),
                    proptest::prelude::any::<u8>(),
                ],
                0..40,
            ),
            from in 0usize..40,
        ) {
            let from = from.min(text.len());
            let naive = |stop: &dyn Fn(u8) -> bool| {
                text[from..].iter().position(|&b| stop(b)).map(|i| from + i)
            };
            proptest::prop_assert_eq!(
                first_of(&text, from, |w| with_byte(w, b'"') | with_byte(w, b'\\')),
                naive(&|b| b == b'"' || b == b'\\')
            );
            proptest::prop_assert_eq!(
                first_of(&text, from, |w| {
                    with_byte(w, b',') | with_byte(w, b']') | with_byte(w, b'}') | spaces(w)
                }),
                naive(&|b| matches!(b, b',' | b']' | b'}') || b <= b' ')
            );
        }
    }

    #[test]
    fn text_with_white_space_is_described_as_without() {
        let compact = json!({"view": {"a": [1, true, null, "x\"y"], "b": long("b")}});
        let spaced = serde_json::to_string_pretty(&compact).unwrap();
        let mut out = String::new();
        let from_spaced = diff(&spaced, None, &mut out).unwrap();
        let from_compact = diff(&compact.to_string(), None, &mut out).unwrap();
        // Values are hashed as written, so only the shapes agree; both are read to the end.
        assert_eq!(from_spaced.words.len(), from_compact.words.len());
        let changed = json!({"view": {"a": [2, true, null, "x\"y"], "b": long("b")}});
        diff(&changed.to_string(), Some(from_compact), &mut out).unwrap();
        assert_eq!(out, r#"[[["view","a"],[2,true,null,"x\"y"]]]"#);
    }

    #[test]
    fn text_that_is_not_json_is_refused() {
        let mut out = String::new();
        for bad in ["", "{", "{\"a\":}", "[1,]", "{\"a\" 1}", "\"open", "1 2"] {
            assert_eq!(diff(bad, None, &mut out), Err(NotJson), "{bad:?}");
        }
    }

    #[test]
    fn changes_that_do_not_fit_the_state_are_refused() {
        let mut s = json!({"a": [1, 2]});
        for bad in [
            json!({}),
            json!([[["b"], 1]]),
            json!([[["a", 2], 1]]),
            json!([[["a", "x"], 1]]),
            json!([[[1, "a"], 1]]),
            json!([[["a"], [0, 2], 1]]),
            json!([[["a"], [[1, 2]], 1]]),
            json!([[["a"], [0], 2]]),
            json!([[["a"], [-1], 1]]),
            json!([[["a"], [0, -2], 1]]),
            json!([[["a"], [0, [-2, []]], 1]]),
            json!([[["a"], [i64::MIN], 1]]),
            json!([["a", 1]]),
        ] {
            assert!(apply(&mut s, &mut Kept::default(), &bad).is_err(), "{bad}");
        }
        assert_eq!(s, json!({"a": [1, 2]}));
    }
}
