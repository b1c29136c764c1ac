--TEST--
SplFixedArray constructor type error
--FILE--
<?php
try { new SplFixedArray("abc"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
TypeError: SplFixedArray::__construct(): Argument #1 ($size) must be of type int, string given
