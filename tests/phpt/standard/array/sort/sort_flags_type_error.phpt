--TEST--
sort() with a string flag
--FILE--
<?php
$a = [1];
try { sort($a, 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
sort(): Argument #2 ($flags) must be of type int, string given
