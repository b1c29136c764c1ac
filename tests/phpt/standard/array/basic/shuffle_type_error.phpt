--TEST--
shuffle() on a string
--FILE--
<?php
$s = 'abc';
try { shuffle($s); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
shuffle(): Argument #1 ($array) must be of type array, string given
