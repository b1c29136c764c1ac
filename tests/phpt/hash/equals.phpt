--TEST--
hash_equals()
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_equals('abc', 'abc'));
t(fn() => hash_equals('abc', 'abd'));
t(fn() => hash_equals('abc', 'ab'));
t(fn() => hash_equals('', ''));
t(fn() => hash_equals("a\0", "a\0"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
