--TEST--
mb_str_split() errors and edges
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_str_split('abc', 0));
t(fn() => mb_str_split('abc', -1));
t(fn() => mb_str_split(''));
t(fn() => mb_str_split('abc', 5));
t(fn() => mb_str_split('abc', 1, 'nope'));
t(fn() => mb_str_split('aÃ±b', 2, 'ISO-8859-1'));
?>
--EXPECT--
ValueError: mb_str_split(): Argument #2 ($length) must be greater than 0
ValueError: mb_str_split(): Argument #2 ($length) must be greater than 0
array(0) {
}
array(1) {
  [0]=>
  string(3) "abc"
}
ValueError: mb_str_split(): Argument #3 ($encoding) must be a valid encoding, "nope" given
array(2) {
  [0]=>
  string(2) "aÃ"
  [1]=>
  string(2) "±b"
}
