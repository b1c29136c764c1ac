--TEST--
trig argument counts
--FILE--
<?php
try { sin(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { atan2(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { hypot(1, 2, 3); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
sin() expects exactly 1 argument, 0 given
atan2() expects exactly 2 arguments, 1 given
hypot() expects exactly 2 arguments, 3 given
