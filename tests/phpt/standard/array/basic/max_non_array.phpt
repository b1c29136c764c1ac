--TEST--
max() of a single scalar
--FILE--
<?php
try { max(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
max(): Argument #1 ($value) must be of type array, int given
