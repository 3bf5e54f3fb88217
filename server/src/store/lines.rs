//! The stored form of a step: one JSON object per line (`{"m": match, "v": version, "s": seat,
//! "k": kind, "a": action, "d": decision, "i": action id, "t": ms, "c": clocks}`). Every backend
//! stores steps as these lines (SQLite in its journal and logs, PostgreSQL in its `steps` rows),
//! and a finished match's log is its lines, compressed (`log_pack`).

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::{StepKind, StepRecord, StoreError};

/// One step as a journal or log line (what is written).
#[derive(Serialize)]
struct LineOut<'a> {
    m: &'a str,
    v: u64,
    s: u8,
    k: StepKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    a: Option<&'a RawValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    d: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    i: Option<&'a str>,
    t: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    c: Option<&'a RawValue>,
}

/// One step as a journal or log line (what is read).
#[derive(Deserialize)]
struct LineIn {
    m: String,
    v: u64,
    s: u8,
    k: StepKind,
    #[serde(default)]
    a: Option<Box<RawValue>>,
    #[serde(default)]
    d: Option<String>,
    #[serde(default)]
    i: Option<String>,
    t: i64,
    #[serde(default)]
    c: Option<Box<RawValue>>,
}

impl LineIn {
    /// The match and the step.
    fn into_step(self) -> (String, StepRecord) {
        let step = StepRecord {
            version: self.v,
            seat: self.s,
            kind: self.k,
            action: self.a.map(|a| a.get().to_string()),
            decision: self.d,
            action_id: self.i,
            at_ms: self.t,
            clocks: self.c.map(|c| c.get().to_string()),
        };
        (self.m, step)
    }
}

/// Parses every line of a journal row or log (a line that does not parse is skipped, logged).
pub(super) fn parse_lines(text: &str) -> impl Iterator<Item = (String, StepRecord)> + '_ {
    text.lines().filter(|l| !l.is_empty()).filter_map(|l| {
        serde_json::from_str::<LineIn>(l)
            .map(LineIn::into_step)
            .map_err(|e| tracing::error!(error = %e, "unreadable stored step skipped"))
            .ok()
    })
}

/// JSON text as a raw value (checked, not copied).
fn raw<'a>(
    text: Option<&'a str>,
    what: &str,
    version: u64,
) -> Result<Option<&'a RawValue>, StoreError> {
    text.map(|t| {
        serde_json::from_str::<&RawValue>(t)
            .map_err(|e| StoreError::Failed(format!("step {version}: {what} is not JSON: {e}")))
    })
    .transpose()
}

/// Appends a step as one line.
pub(super) fn encode(out: &mut String, id: &str, step: &StepRecord) -> Result<(), StoreError> {
    let line = LineOut {
        m: id,
        v: step.version,
        s: step.seat,
        k: step.kind,
        a: raw(step.action.as_deref(), "action", step.version)?,
        d: step.decision.as_deref(),
        i: step.action_id.as_deref(),
        t: step.at_ms,
        c: raw(step.clocks.as_deref(), "clocks", step.version)?,
    };
    let text = serde_json::to_string(&line).map_err(|e| StoreError::Failed(e.to_string()))?;
    let _ = writeln!(out, "{text}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_round_trips_through_a_line() {
        let step = StepRecord {
            version: 7,
            seat: 1,
            kind: StepKind::Timeout,
            action: Some(r#"{"action":"declare_end"}"#.into()),
            decision: Some("act".into()),
            action_id: Some("weird \"id\"\n".into()),
            at_ms: 123,
            clocks: Some(r#"{"round":2,"seats":[]}"#.into()),
        };
        let mut text = String::new();
        encode(&mut text, "m1", &step).expect("encode");
        assert!(text.starts_with(r#"{"m":"m1","#), "{text}");
        assert_eq!(text.lines().count(), 1, "one line per step");
        let back: Vec<_> = parse_lines(&text).collect();
        assert_eq!(back, vec![("m1".to_string(), step.clone())]);
        let bad = StepRecord {
            action: Some("not json".into()),
            ..step
        };
        assert!(encode(&mut String::new(), "m1", &bad).is_err());
    }
}
