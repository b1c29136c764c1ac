--TEST--
key() on null
--FILE--
<?php
try { key(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
key(): Argument #1 ($array) must be of type array, null given
