--TEST--
an array subject is a TypeError
--FILE--
<?php
try { preg_match('/a/', []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_match('/a/', 'a', $m, 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_match(): Argument #2 ($subject) must be of type string, array given
preg_match(): Argument #4 ($flags) must be of type int, string given
