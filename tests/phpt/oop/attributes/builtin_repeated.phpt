--TEST--
a built-in attribute repeated
--FILE--
<?php
#[AllowDynamicProperties]
#[AllowDynamicProperties]
class C {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Attribute "AllowDynamicProperties" must not be repeated in %s on line 4
