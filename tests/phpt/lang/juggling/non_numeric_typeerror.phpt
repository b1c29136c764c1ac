--TEST--
Non-numeric strings in arithmetic throw TypeError
--FILE--
<?php
try { var_dump("abc" + 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1 - "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump("" * 2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unsupported operand types: string + int
Unsupported operand types: int - string
Unsupported operand types: string * int
