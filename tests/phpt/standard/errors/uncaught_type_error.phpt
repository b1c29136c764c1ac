--TEST--
an uncaught TypeError from a built-in
--FILE--
<?php
strlen([]);
--EXPECTF--

Fatal error: Uncaught TypeError: strlen(): Argument #1 ($string) must be of type string, array given in %s:2
Stack trace:
#0 {main}
  thrown in %s on line 2
