--TEST--
ceil and floor reject non-numeric strings
--FILE--
<?php
try { ceil("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { floor([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ceil(): Argument #1 ($num) must be of type int|float, string given
floor(): Argument #1 ($num) must be of type int|float, array given
