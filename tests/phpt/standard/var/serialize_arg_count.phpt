--TEST--
serialize argument count
--FILE--
<?php
try { serialize(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { serialize(1, 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
serialize() expects exactly 1 argument, 0 given
serialize() expects exactly 1 argument, 2 given
