--TEST--
extending an undefined class is fatal
--FILE--
<?php
class A extends Missing {}
echo "x\n";
--EXPECTF--

Fatal error: Uncaught Error: Class "Missing" not found in %s:2
Stack trace:
#0 {main}
  thrown in %s on line 2
