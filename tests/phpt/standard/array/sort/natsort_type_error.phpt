--TEST--
natsort() on a string
--FILE--
<?php
$s = 'abc';
try { natsort($s); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
natsort(): Argument #1 ($array) must be of type array, string given
