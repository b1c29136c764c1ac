--TEST--
Uncaught UnhandledMatchError
--FILE--
<?php
$x = 3;
echo match ($x) {
  1 => 'one',
  2 => 'two',
};
--EXPECTF--

Fatal error: Uncaught UnhandledMatchError: Unhandled match case 3 in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
