--TEST--
a finalized HashContext is rejected
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$c = hash_init('sha1');
hash_update($c, 'abc');
echo hash_final($c), "\n";
t(fn() => hash_update($c, 'x'));
t(fn() => hash_final($c));
t(fn() => hash_copy($c));
t(fn() => hash_update_file($c, __FILE__));
?>
--EXPECT--
a9993e364706816aba3e25717850c26c9cd0d89d
TypeError: hash_update(): Argument #1 ($context) must be a valid, non-finalized HashContext
TypeError: hash_final(): Argument #1 ($context) must be a valid, non-finalized HashContext
TypeError: hash_copy(): Argument #1 ($context) must be a valid, non-finalized HashContext
TypeError: hash_update_file(): Argument #1 ($context) must be a valid, non-finalized HashContext
