--TEST--
Cannot use unpacking in attribute arguments
--FILE--
<?php
#[A(...[1])]
class C {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Cannot use unpacking in attribute argument list in %s on line 3
