--TEST--
mb_encoding_aliases()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_encoding_aliases('ASCII'));
t(fn() => mb_encoding_aliases('UTF-16BE'));
t(fn() => in_array('latin1', mb_encoding_aliases('ISO-8859-1')));
t(fn() => mb_encoding_aliases('nope'));
?>
--EXPECT--
array(11) {
  [0]=>
  string(14) "ANSI_X3.4-1968"
  [1]=>
  string(8) "iso-ir-6"
  [2]=>
  string(14) "ANSI_X3.4-1986"
  [3]=>
  string(16) "ISO_646.irv:1991"
  [4]=>
  string(8) "US-ASCII"
  [5]=>
  string(9) "ISO646-US"
  [6]=>
  string(2) "us"
  [7]=>
  string(6) "IBM367"
  [8]=>
  string(7) "IBM-367"
  [9]=>
  string(5) "cp367"
  [10]=>
  string(7) "csASCII"
}
array(0) {
}
bool(true)
ValueError: mb_encoding_aliases(): Argument #1 ($encoding) must be a valid encoding, "nope" given
