--TEST--
json_encode argument errors
--FILE--
<?php
try { json_encode(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { json_encode(1, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { json_encode(1, 0, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
json_encode() expects at least 1 argument, 0 given
json_encode(): Argument #2 ($flags) must be of type int, string given
json_encode(): Argument #3 ($depth) must be of type int, array given
