--TEST--
mb_scrub()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_scrub('abc'));
t(fn() => mb_scrub("a\xffb"));
t(fn() => bin2hex(mb_scrub("\xed\xa0\x80")));
t(fn() => mb_scrub("a\x80", 'ASCII'));
t(fn() => mb_scrub('abc', 'nope'));
?>
--EXPECT--
string(3) "abc"
string(3) "a?b"
string(6) "3f3f3f"
string(2) "a?"
ValueError: mb_scrub(): Argument #2 ($encoding) must be a valid encoding, "nope" given
