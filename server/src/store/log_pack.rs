//! Finished matches' logs, compressed. A running match's steps are JSON lines (in the journal,
//! and in its log when copied out early); when the match ends its whole log is compressed
//! once, with zlib, into the log row's `packed` column. The lines repeat the match id, field
//! names and clock shapes, so they shrink several times over (the storage benchmark prints
//! the bytes per stored action). zlib, not a newer format, so that any tool (Python's
//! standard library, `openssl zlib`) can read a log back without Tavern.

use std::cell::RefCell;
use std::io::Read;

use flate2::read::ZlibDecoder;
use flate2::{Compress, Compression, FlushCompress, Status};
use rusqlite::{Connection, OptionalExtension};

use super::StoreError;

/// A match's row in `logs`: its packed lines (a finished match), then lines still as text (a
/// running match's early copies, or a log written before logs were packed).
pub(super) struct LogRow {
    /// The compressed lines, if any.
    pub(super) packed: Option<Vec<u8>>,
    /// Lines after the packed ones, as text.
    pub(super) text: String,
}

impl LogRow {
    /// The match's log row, if it has one (a transaction reads through `Connection` too).
    pub(super) fn read(conn: &Connection, id: &str) -> Result<Option<LogRow>, StoreError> {
        Ok(conn
            .prepare_cached("SELECT packed, steps FROM logs WHERE match_id = ?1")?
            .query_row([id], |r| {
                Ok(LogRow {
                    packed: r.get(0)?,
                    text: r.get(1)?,
                })
            })
            .optional()?)
    }

    /// All its lines, in order.
    pub(super) fn lines(self) -> Result<String, StoreError> {
        match self.packed {
            Some(p) => Ok(unpack(&p)? + &self.text),
            None => Ok(self.text),
        }
    }
}

/// The compressed form of a finished match's log lines, at zlib's fastest level: it runs on
/// the store's writer thread, between commits. Measured on gitcg logs: 20 bytes per step at
/// level 1 against 16.4 at the default level 6, in about 60% of the time (the storage target
/// is 40 bytes per action). The compressor is made once per thread and reset for each log:
/// making one allocates and clears its window and tables (about 300 KiB), which cost as much
/// as compressing a whole log.
pub(super) fn pack(lines: &str) -> Result<Vec<u8>, StoreError> {
    thread_local! {
        static COMPRESSOR: RefCell<Compress> = RefCell::new(Compress::new(Compression::fast(), true));
    }
    let failed = |e: flate2::CompressError| StoreError::Failed(format!("compressing a log: {e}"));
    COMPRESSOR.with_borrow_mut(|z| {
        z.reset();
        let input = lines.as_bytes();
        let mut out = Vec::with_capacity(lines.len() / 4 + 64);
        loop {
            let read = z.total_in() as usize;
            match z
                .compress_vec(&input[read..], &mut out, FlushCompress::Finish)
                .map_err(failed)?
            {
                Status::StreamEnd => return Ok(out),
                // The output is full: room for more.
                Status::Ok | Status::BufError => out.reserve(out.capacity().max(64)),
            }
        }
    })
}

/// The log lines a packed log holds.
pub(super) fn unpack(packed: &[u8]) -> Result<String, StoreError> {
    let mut text = String::with_capacity(packed.len() * 6);
    ZlibDecoder::new(packed)
        .read_to_string(&mut text)
        .map_err(|e| StoreError::Failed(format!("a stored log does not decompress: {e}")))?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_log_round_trips_and_shrinks() {
        let lines: String = (1..=150)
            .map(|v| {
                format!(
                    "{{\"m\":\"0123456789abcdef0123456789abcdef\",\"v\":{v},\"s\":{},\"k\":\"act\",\"a\":{{\"action\":\"declare_end\"}},\"i\":\"a{v}\",\"t\":{},\"c\":{{\"round\":2}}}}\n",
                    v % 2,
                    1_700_000_000_000u64 + v * 37
                )
            })
            .collect();
        let packed = pack(&lines).expect("pack");
        assert!(
            packed.len() * 4 < lines.len(),
            "{} bytes packed from {}",
            packed.len(),
            lines.len()
        );
        assert_eq!(unpack(&packed).expect("unpack"), lines);
        assert_eq!(unpack(&pack("").expect("pack")).expect("unpack"), "");
        // The compressor kept for the thread starts afresh for every log.
        assert_eq!(pack(&lines).expect("pack again"), packed);
        let long: String = (0..40).map(|_| lines.as_str()).collect();
        assert_eq!(unpack(&pack(&long).expect("pack")).expect("unpack"), long);
        assert_eq!(pack(&lines).expect("pack after a long one"), packed);
        // Text that hardly compresses outgrows the room first given to its output.
        let mut x = 12345u64;
        let noise: String = (0..50_000)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                char::from(b'!' + (x >> 58) as u8)
            })
            .collect();
        let packed_noise = pack(&noise).expect("pack noise");
        assert!(packed_noise.len() > noise.len() / 4);
        assert_eq!(unpack(&packed_noise).expect("unpack"), noise);
    }

    #[test]
    fn a_damaged_log_is_an_error_not_a_panic() {
        let mut packed = pack("{\"v\":1}\n").expect("pack");
        packed.truncate(packed.len() / 2);
        assert!(unpack(&packed).is_err());
        assert!(unpack(b"not zlib at all").is_err());
    }
}
