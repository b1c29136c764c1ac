--TEST--
pow with arrays
--FILE--
<?php
try { pow([], 2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { pow(2, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unsupported operand types: array ** int
Unsupported operand types: int ** string
