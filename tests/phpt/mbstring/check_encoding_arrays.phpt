--TEST--
mb_check_encoding() of arrays
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_check_encoding(['a' => 'b', 'c' => ['d']]));
t(fn() => mb_check_encoding(['a' => "\xff"]));
t(fn() => mb_check_encoding(["\xff" => 'a']));
t(fn() => mb_check_encoding(['a' => ["b\xff"]]));
t(fn() => mb_check_encoding([1, 2.5, true, null]));
t(fn() => mb_check_encoding([]));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
