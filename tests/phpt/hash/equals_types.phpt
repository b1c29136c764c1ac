--TEST--
hash_equals() does not coerce
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_equals(1, '1'));
t(fn() => hash_equals('1', 1));
t(fn() => hash_equals(null, ''));
t(fn() => hash_equals('a', ['a']));
t(fn() => hash_equals(1.5, 1.5));
?>
--EXPECT--
TypeError: hash_equals(): Argument #1 ($known_string) must be of type string, int given
TypeError: hash_equals(): Argument #2 ($user_string) must be of type string, int given
TypeError: hash_equals(): Argument #1 ($known_string) must be of type string, null given
TypeError: hash_equals(): Argument #2 ($user_string) must be of type string, array given
TypeError: hash_equals(): Argument #1 ($known_string) must be of type string, float given
