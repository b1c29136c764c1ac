--TEST--
hash_update() with something that is not a HashContext
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_update(new stdClass, 'x'));
t(fn() => hash_update('ctx', 'x'));
t(fn() => hash_final(1));
t(fn() => hash_copy([]));
?>
--EXPECT--
TypeError: hash_update(): Argument #1 ($context) must be of type HashContext, stdClass given
TypeError: hash_update(): Argument #1 ($context) must be of type HashContext, string given
TypeError: hash_final(): Argument #1 ($context) must be of type HashContext, int given
TypeError: hash_copy(): Argument #1 ($context) must be of type HashContext, array given
