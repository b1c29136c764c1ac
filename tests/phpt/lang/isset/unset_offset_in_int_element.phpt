--TEST--
unset of an offset inside an int element throws
--FILE--
<?php
$a = ['x' => 1];
unset($a['x']['y']);
--EXPECTF--

Fatal error: Uncaught Error: Cannot unset offset in a non-array variable in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
