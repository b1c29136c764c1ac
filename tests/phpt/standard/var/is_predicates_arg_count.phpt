--TEST--
is_* argument counts
--FILE--
<?php
try { is_int(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { is_numeric(1, 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
is_int() expects exactly 1 argument, 0 given
is_numeric() expects exactly 1 argument, 2 given
