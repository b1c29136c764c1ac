--TEST--
sqrt argument errors
--FILE--
<?php
try { sqrt("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { sqrt(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
sqrt(): Argument #1 ($num) must be of type float, string given
sqrt() expects exactly 1 argument, 0 given
