--TEST--
current() on a string
--FILE--
<?php
try { current('s'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
current(): Argument #1 ($array) must be of type array, string given
