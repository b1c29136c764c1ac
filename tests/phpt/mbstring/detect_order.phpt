--TEST--
mb_detect_order()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_detect_order());
t(fn() => mb_detect_order('UTF-8, ISO-8859-1'));
t(fn() => mb_detect_order());
t(fn() => mb_detect_encoding("\xe9"));
t(fn() => mb_detect_order(['ASCII']));
t(fn() => mb_detect_order());
t(fn() => mb_detect_order('foo'));
t(fn() => mb_detect_order([]));
?>
--EXPECT--
array(2) {
  [0]=>
  string(5) "ASCII"
  [1]=>
  string(5) "UTF-8"
}
bool(true)
array(2) {
  [0]=>
  string(5) "UTF-8"
  [1]=>
  string(10) "ISO-8859-1"
}
string(10) "ISO-8859-1"
bool(true)
array(1) {
  [0]=>
  string(5) "ASCII"
}
ValueError: mb_detect_order(): Argument #1 ($encoding) contains invalid encoding "foo"
ValueError: mb_detect_order(): Argument #1 ($encoding) must specify at least one encoding
